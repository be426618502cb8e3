/**
 * My membership(s) (seed 000 §2 My profile; seed 001 §2 "Profile cards"): name linking to the
 * membership page, the server's localised `status_text` (CONTRACT §1.13; when the page is in the
 * studio's language) or a status of our own, and the next payment date
 * (`memberships.next_payment`, CONTRACT §3, §8) while it renews.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerTextsFit } from '../../../shared/i18n/server-text.ts';
import { Card } from '../../../shared/ui/card.tsx';
import type { Membership } from '@studio/contract/memberships';
import { typeName } from '../lib/active-access.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';

/** Renders nothing without memberships. */
export function MembershipsCard({ memberships }: { memberships: Membership[] }) {
  const { t, i18n } = useTranslation('profile');
  // The server's status is in the studio's language: in another one, ours (issue 26).
  const serverTextsFit = useServerTextsFit();
  if (!memberships.length) return null;
  const date = (value: string) => formatDate(value, i18n.language);
  const status = (membership: Membership) => {
    if (serverTextsFit && membership.status_text) return membership.status_text;
    if (membership.status === 'cancelled_running' && membership.cancelled_from_date)
      return t('membership_ends', { date: date(membership.cancelled_from_date) });
    if (membership.paid_until)
      return t('membership_paid_until', { date: date(membership.paid_until) });
    return t('membership_active');
  };
  // The next payment of an active membership; a stopped one shows its end in the status.
  const nextPayment = (membership: Membership) =>
    membership.status === 'active' ? (membership.next_payment?.date ?? null) : null;
  return (
    <Card title={t('my_memberships', { count: memberships.length })}>
      <ul className="access-list">
        {memberships.map((membership) => {
          const next = nextPayment(membership);
          return (
            <li key={membership.id} className="access-item">
              <Link to={`/membership/${membership.id}`} className="access-link">
                {typeName(membership.membership_type) || t('membership')}
              </Link>
              <span className="access-muted">{status(membership)}</span>
              {next && <span>{t('next_payment', { date: date(next) })}</span>}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
