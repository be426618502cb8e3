/**
 * "You are about to book" (seed 000 §2 step 6): service, teacher, branch (when the service is
 * offered at more than one), date, time and price (kroner), as a description list.
 */
import { useTranslation } from 'react-i18next';
import type { AppointmentType } from '@studio/contract/appointments';
import { formatClassDay, timeRange } from '../../../entities/class/lib/format-class-time.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { ChosenSlot } from '../api/timeslots.ts';
import { addMinutes } from '../lib/timeslots.ts';

interface Props {
  type: AppointmentType;
  slot: ChosenSlot;
  teacherName: string;
  /** Shown only when given (the service is offered at more than one branch). */
  branchName?: string;
}

export function BookingSummary({ type, slot, teacherName, branchName }: Props) {
  const { t, i18n } = useTranslation('appointments');
  const end = addMinutes(slot.start_time, type.duration_minutes);
  const rows: Array<[string, string]> = [
    [t('service'), type.name],
    [t('teacher'), teacherName],
    ...(branchName ? [[t('branch'), branchName] as [string, string]] : []),
    [t('date'), formatClassDay(slot.date, i18n.language)],
    [t('time'), timeRange(slot.start_time, end)],
    [t('price'), formatKroner(type.price)],
  ];
  return (
    <dl className="booking-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
