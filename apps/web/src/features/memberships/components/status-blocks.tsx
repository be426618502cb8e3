/**
 * The status-dependent blocks (seed 001 §4 "Membership status"): stopped with its last day,
 * ended, paused, a failed renewal, a missing card; and the next payment (with the
 * cancelled_running rule of `showsNextPayment`). After an action focus lands here.
 */
import { useTranslation } from 'react-i18next';
import { focusElement, mainHeading } from '../../../shared/a11y/focus-heading.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { Membership } from '@studio/contract/memberships';
import { formatDate } from '../../../shared/lib/format-date.ts';
import {
  activeCard,
  failedRenewals,
  lastDayOf,
  showsNextPayment,
} from '../lib/membership-rules.ts';

const STATUS_ID = 'membership-status';

/**
 * Moves focus to the membership's status after an action (issue 26): the status blocks when they
 * say something, else the page's heading. Runs after React has drawn the outcome.
 */
export function focusMembershipStatus(doc: Document = document): void {
  const status = doc.getElementById(STATUS_ID);
  const target = status?.textContent?.trim() ? status : mainHeading(doc);
  if (target) focusElement(target);
}

export function StatusBlocks({ membership }: { membership: Membership }) {
  const { t, i18n } = useTranslation('memberships');
  const date = (value: string) => formatDate(value, i18n.language);
  const lastDay = lastDayOf(membership);
  const next = showsNextPayment(membership) ? membership.next_payment : null;
  const running = membership.status !== 'ended';

  return (
    <div className="membership-status" id={STATUS_ID} tabIndex={-1}>
      {membership.status === 'ended' && <p className="membership-block">{t('status_ended')}</p>}
      {membership.status === 'cancelled_running' && lastDay && (
        <p className="membership-block">{t('status_stopped', { date: date(lastDay) })}</p>
      )}
      {membership.current_membership_pause && (
        <p className="membership-block">{t('status_paused')}</p>
      )}
      {running && failedRenewals(membership) > 0 && (
        <p className="membership-block membership-warning">
          {t('status_renewal_failed', { count: failedRenewals(membership) })}
        </p>
      )}
      {membership.status === 'active' && !activeCard(membership) && (
        <p className="membership-block membership-warning">{t('status_no_card')}</p>
      )}
      {next && (
        <section className="membership-section" aria-labelledby="next-payment">
          <h2 id="next-payment">{t('next_payment')}</h2>
          <p>
            {next.date
              ? t('next_payment_text', { amount: formatKroner(next.amount), date: date(next.date) })
              : t('next_payment_paused', { amount: formatKroner(next.amount) })}
          </p>
        </section>
      )}
    </div>
  );
}
