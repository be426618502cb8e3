/**
 * My appointments (seed 000 §2, seed 001 §2 "Profile cards"): shown only when the studio has an
 * appointment type. Each upcoming appointment with its type, teacher, date, time and branch, and
 * Cancel (after a confirm step) while the customer may cancel it; a "Book appointment" button with
 * the setting `frontend_myprofile_show_book_appointment_button`. Coming back from Login with cart
 * with an appointment in the query string reopens the popup at its confirm step.
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@studio/contract/appointments';
import {
  readLocalCartItem,
  type LocalAppointmentSlot,
} from '../../../entities/commerce/lib/local-cart-item.ts';
import { useStudio } from '../../../shared/api/studio.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Snackbar } from '../../../shared/ui/snackbar.tsx';
import { appointmentTypesQuery } from '../api/appointment-types.ts';
import { myAppointmentsQuery } from '../api/my-appointments.ts';
import { AppointmentItem, useAppointmentTexts } from './appointment-item.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { LazyBookAppointment } from './lazy-book-appointment.tsx';
import './my-appointments.css';

/** The slot in My profile's query string after Login with cart, if it names an appointment. */
function returningSlot(params: URLSearchParams): LocalAppointmentSlot | undefined {
  const item = readLocalCartItem(undefined, params);
  if (item?.itemType !== 'appointment') return undefined;
  const { date, appointment_type_id, teacher_id, start_time, branch_id } = item;
  if (!date || !appointment_type_id || !teacher_id || !start_time) return undefined;
  return { date, appointment_type_id, teacher_id, start_time, branch_id };
}

/** Renders nothing while loading or when the studio has no appointment types. */
export function MyAppointmentsCard({ userId, today }: { userId: number; today: string }) {
  const { t } = useTranslation('appointments');
  const { settings } = useStudio();
  const [params, setParams] = useSearchParams();
  const [booking, setBooking] = useState<{ initial?: LocalAppointmentSlot } | null>(() => {
    const initial = returningSlot(params);
    return initial ? { initial } : null;
  });
  const types = useQuery(appointmentTypesQuery).data ?? [];
  const shown = types.length > 0;
  const list = useQuery({ ...myAppointmentsQuery(userId, today), enabled: shown }).data ?? [];
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const hideSnackbar = useCallback(() => setSnackbar(null), [setSnackbar]);
  // Cancel is hidden once its deadline has passed; the server decides again on DELETE.
  const [shownAt] = useState(() => Date.now());

  // The slot has been taken over by the popup: a reload should not reopen it.
  const returning = returningSlot(params) !== undefined;
  useEffect(() => {
    if (returning) setParams({}, { replace: true });
  }, [returning, setParams]);

  const texts = useAppointmentTexts();

  return (
    <>
      {shown && (
        <Card
          title={t('my_appointments')}
          action={
            settings.frontend_myprofile_show_book_appointment_button && (
              <Button variant="secondary" onPress={() => setBooking({})}>
                {t('book_appointment')}
              </Button>
            )
          }
        >
          {list.length ? (
            <ul className="access-list">
              {list.map((appointment) => (
                <AppointmentItem
                  key={appointment.id}
                  appointment={appointment}
                  nowMs={shownAt}
                  onCancel={() => setCancelling(appointment)}
                />
              ))}
            </ul>
          ) : (
            <p className="access-muted">{t('no_appointments')}</p>
          )}
        </Card>
      )}
      <CancelAppointmentDialog
        appointment={cancelling}
        when={cancelling ? texts.when(cancelling) : ''}
        deadline={cancelling ? texts.deadline(cancelling, shownAt) : ''}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          setSnackbar(t('appointment_cancelled'));
        }}
      />
      <Snackbar message={snackbar} onTimeout={hideSnackbar} />
      <Suspense fallback={null}>
        {booking && (
          <LazyBookAppointment
            userId={userId}
            initial={booking.initial}
            onClose={() => setBooking(null)}
          />
        )}
      </Suspense>
    </>
  );
}
