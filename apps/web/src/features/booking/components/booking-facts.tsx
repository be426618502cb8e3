/**
 * What booking costs and until when cancelling is free, shown before the customer books (issue
 * 15; seed 000 §4). The cost needs the customer's own passes and memberships (api/get-access.ts);
 * while they load, or when that request fails, the cost line is left out rather than guessed.
 * "Nothing that pays" points at the Book button, which leads to buying access (seed 000 §8).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { accessQuery } from '../api/get-access.ts';
import { bookingCost, formatDeadline, signoffDeadline } from '../lib/booking-cost.ts';

interface Props {
  cls: Class;
  /** The logged-in customer, or `undefined` for a visitor (no cost line). */
  userId: number | undefined;
}

export function BookingFacts({ cls, userId }: Props) {
  const { t, i18n } = useTranslation('booking');
  const access = useQuery({ ...accessQuery(userId ?? 0), enabled: userId !== undefined });
  const deadline = signoffDeadline(cls);
  const cost = access.data ? bookingCost(cls, access.data) : undefined;
  if (!deadline && !cost) return null;
  return (
    <ul className="booking-facts">
      {cost && <li>{costText(t, cost)}</li>}
      {deadline && <li>{t('free_cancellation_until', formatDeadline(deadline, i18n.language))}</li>}
    </ul>
  );
}

function costText(
  t: ReturnType<typeof useTranslation<'booking'>>['t'],
  cost: ReturnType<typeof bookingCost>,
): string {
  switch (cost.kind) {
    case 'membership':
      return t('cost_membership', { name: cost.name });
    case 'unlimited_pass':
      return t('cost_unlimited_pass', { name: cost.name });
    case 'pass':
      return t('cost_pass', { count: cost.count, name: cost.name, left: cost.left });
    case 'none':
      return t('cost_none');
  }
}
