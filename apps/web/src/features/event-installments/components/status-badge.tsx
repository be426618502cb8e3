/**
 * The signup's installment status as a badge (seed 001 §4: paid_in_full green, on_track yellow,
 * failed red), in words as well as colour. `not_started` reads as a neutral badge.
 */
import { useTranslation } from 'react-i18next';
import type { EventSignup } from '@studio/contract/events';
import { InstallmentBadge } from '../../../entities/event/components/installment-badge.tsx';

export function StatusBadge({ status }: { status: EventSignup['installment_payments_status'] }) {
  const { t } = useTranslation('event-installments');
  return <InstallmentBadge status={status}>{t(`status_${status}`)}</InstallmentBadge>;
}
