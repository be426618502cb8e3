/**
 * The book-appointment popup (seed 000 §2; seed 001 §2 "Appointment booking"), loaded lazily
 * (lazy-book-appointment.tsx): the slot picker, then the confirm step, then an alert that replaces
 * the popup (booked, the time is no longer available, or the customer is busy then). `initial`, a
 * slot chosen before logging in, opens the confirm step at once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClassDaySpan } from '../../../entities/class/lib/format-class-time.ts';
import type { LocalAppointmentSlot } from '../../../entities/commerce/lib/local-cart-item.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { ChosenSlot } from '../api/timeslots.ts';
import type { BookingAlert } from '../lib/booking-outcome.ts';
import { fullName } from '../lib/offers.ts';
import { addMinutes } from '../lib/timeslots.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { useSlotPicker } from './use-slot-picker.ts';
import './appointments.css';

export interface BookAppointmentProps {
  /** The logged-in customer; `undefined` for a visitor (Continue goes to Login with cart). */
  userId: number | undefined;
  /** A slot chosen before logging in (seed 000 §2 login with cart). */
  initial?: LocalAppointmentSlot;
  /** The popup, or its closing alert, is done. */
  onClose: () => void;
}

export function BookAppointment({ userId, initial, onClose }: BookAppointmentProps) {
  const { t, i18n } = useTranslation('appointments');
  const picker = useSlotPicker(initial);
  const [slot, setSlot] = useState<ChosenSlot | null>(initial ?? null);
  const [alert, setAlert] = useState<BookingAlert | null>(null);
  const { chosen } = picker;
  const confirming = slot && chosen?.type.id === slot.appointment_type_id && userId !== undefined;

  const teacher = chosen?.upcoming.teachers?.find((candidate) => candidate.id === slot?.teacher_id);
  const branchName =
    picker.branches.length > 1
      ? picker.branches.find((branch) => branch.id === slot?.branch_id)?.name
      : undefined;
  const booked = () => {
    if (!slot || !chosen) return '';
    const end = addMinutes(slot.start_time, chosen.type.duration_minutes);
    return t('booked_message', {
      name: chosen.type.name,
      teacher: teacher ? fullName(teacher) : '',
      when: formatClassDaySpan(slot.date, slot.start_time, end, i18n.language),
    });
  };

  return (
    <>
      <Dialog
        title={t(confirming ? 'about_to_book' : 'book_title')}
        isOpen={!alert}
        onOpenChange={(open) => !open && onClose()}
      >
        {confirming ? (
          <ConfirmStep
            userId={userId}
            type={chosen.type}
            slot={slot}
            teacherName={teacher ? fullName(teacher) : ''}
            branchName={branchName}
            onBack={() => setSlot(null)}
            onAlert={setAlert}
          />
        ) : (
          <SlotPicker picker={picker} userId={userId} onContinue={setSlot} onClose={onClose} />
        )}
      </Dialog>
      <AlertDialog
        isOpen={alert !== null}
        title={alert ? t(`${alert}_title`) : ''}
        message={alert === 'booked' ? booked() : alert ? t(`${alert}_message`) : ''}
        okLabel={t('ok')}
        onClose={onClose}
      />
    </>
  );
}
