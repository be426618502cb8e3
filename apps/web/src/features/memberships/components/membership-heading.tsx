/**
 * The page title with the campaign and pause dates, and the discount code information (seed 001
 * §2 "Membership detail page"; CONTRACT §8 campaign, discount and pause fields).
 */
import { useTranslation } from 'react-i18next';
import type { Membership } from '@studio/contract/memberships';
import { useServerTextsFit } from '../../../shared/i18n/server-text.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { nameOf } from '../lib/membership-rules.ts';

export function MembershipHeading({ membership }: { membership: Membership }) {
  const { t, i18n } = useTranslation('memberships');
  const date = (value: string) => formatDate(value, i18n.language);
  const campaign = nameOf(membership.membership_campaign);
  const campaignLeft = membership.membership_campaign_number_of_reduced_payments_left ?? 0;
  const pause = membership.current_membership_pause;
  const code = nameOf(membership.discount_code);
  const codeLeft = membership.discount_code_number_of_reduced_payments_left ?? 0;
  // The server's status line is in the studio's language; the status blocks below say it in
  // the page's language (issue 26), so in another language it is left out.
  const serverTextsFit = useServerTextsFit();

  return (
    <header className="membership-heading">
      <h1 className="page-title">{nameOf(membership.membership_type) || t('membership')}</h1>
      {campaign && (
        <p>
          {t('campaign', { name: campaign })}
          {campaignLeft > 0 && <> · {t('campaign_payments_left', { count: campaignLeft })}</>}
        </p>
      )}
      {pause && (
        <p>
          {pause.end_date
            ? t('paused_from_to', { start: date(pause.start_date), end: date(pause.end_date) })
            : t('paused_from', { start: date(pause.start_date) })}
        </p>
      )}
      {code && (
        <p>
          {t('discount_code', { name: code })} ·{' '}
          {membership.discount_code_applies_to_limited_number_of_payments
            ? t('discount_payments_left', { count: codeLeft })
            : t('discount_all_payments')}
        </p>
      )}
      {serverTextsFit && membership.status_text && (
        <p className="membership-muted">{membership.status_text}</p>
      )}
    </header>
  );
}
