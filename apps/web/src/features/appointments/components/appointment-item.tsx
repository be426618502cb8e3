/**
 * One of My appointments (seed 000 §2): type, teacher, date and time (Copenhagen wall times),
 * branch, and Cancel with its deadline while the customer may cancel; otherwise why not.
 */
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@studio/contract/appointments';
import {
  formatClassDaySpan,
  formatClassStart,
} from '../../../entities/class/lib/format-class-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cancellation, copenhagenWall } from '../lib/cancellation.ts';
import { fullName } from '../lib/offers.ts';

/** `when(a)`: "Monday, November 30, 2026, 10:00–11:00"; `deadline(a, nowMs)`: "You can cancel
 *  until …", or '' without a deadline to show. */
export function useAppointmentTexts() {
  const { t, i18n } = useTranslation('appointments');
  return {
    when: (a: Appointment) =>
      formatClassDaySpan(a.date, a.start_time.slice(0, 5), a.end_time.slice(0, 5), i18n.language),
    deadline: (a: Appointment, nowMs: number) => {
      const state = cancellation(a, nowMs);
      if (state.kind !== 'open' || state.until === undefined) return '';
      const wall = copenhagenWall(state.until);
      return t('cancel_until', { when: formatClassStart(wall.date, wall.time, i18n.language) });
    },
  };
}

interface Props {
  appointment: Appointment;
  /** When the list was shown, ms. */
  nowMs: number;
  onCancel: () => void;
}

export function AppointmentItem({ appointment, nowMs, onCancel }: Props) {
  const { t } = useTranslation('appointments');
  const texts = useAppointmentTexts();
  const state = cancellation(appointment, nowMs);
  const deadline = texts.deadline(appointment, nowMs);
  return (
    <li className="access-item">
      <strong>{appointment.appointment_type?.name}</strong>
      {appointment.teacher && (
        <span>{t('with_teacher', { name: fullName(appointment.teacher) })}</span>
      )}
      <span>{texts.when(appointment)}</span>
      {appointment.branch && <span className="access-muted">{appointment.branch.name}</span>}
      {state.kind === 'open' ? (
        <>
          {deadline && <span className="access-muted">{deadline}</span>}
          <Button variant="ghost" className="appointment-cancel" onPress={onCancel}>
            {t('cancel_appointment')}
          </Button>
        </>
      ) : (
        <span className="access-muted">
          {t(state.kind === 'deadline_passed' ? 'cancel_deadline_passed' : 'cancel_by_studio')}
        </span>
      )}
    </li>
  );
}
