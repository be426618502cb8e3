/**
 * My membership(s) (seed 000 §2 My profile): name and status. The server's localised
 * `status_text` is shown as given when it sends one (CONTRACT §1.13).
 */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card.tsx';
import type { Membership } from '@studio/contract/access';
import { typeName } from '../lib/active-access.ts';
import { formatDate } from '../lib/format-date.ts';

/** Renders nothing without memberships. */
export function MembershipsCard({ memberships }: { memberships: Membership[] }) {
  const { t, i18n } = useTranslation('profile');
  if (!memberships.length) return null;
  const date = (value: string) => formatDate(value, i18n.language);
  const status = (membership: Membership) => {
    if (membership.status_text) return membership.status_text;
    if (membership.status === 'cancelled_running' && membership.cancelled_from_date)
      return t('membership_ends', { date: date(membership.cancelled_from_date) });
    if (membership.paid_until)
      return t('membership_paid_until', { date: date(membership.paid_until) });
    return t('membership_active');
  };
  return (
    <Card title={t('my_memberships', { count: memberships.length })}>
      <ul className="access-list">
        {memberships.map((membership) => (
          <li key={membership.id} className="access-item">
            <strong>{typeName(membership.membership_type) || t('membership')}</strong>
            <span className="access-muted">{status(membership)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
