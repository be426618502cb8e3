/**
 * The class dialog (seed 000 §2 schedule, §4): the class and every booking action its flags allow.
 * Loaded lazily from the schedule (see lazy-class-dialog.tsx). Starts from the class the schedule
 * already has, when it has it, and refetches it only when that copy is stale. Mounting it puts the
 * page's snackbar region in place, so a booking's message is announced (seed 000 §9).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { useStudio } from '../../../shared/api/studio.ts';
import { useCurrentUser } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { preparePageSnackbar } from '../../../shared/ui/page-snackbar.ts';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { classQuery } from '../api/get-class.ts';
import { BookingActions } from './booking-actions.tsx';
import { ClassDetails } from './class-details.tsx';
import './booking.css';

export interface ClassDialogProps {
  classId: number;
  /** The class as the schedule has it, and when that copy was fetched. */
  initial?: { cls: Class; updatedAt: number };
  onClose: () => void;
}

export function ClassDialog({ classId, initial, onClose }: ClassDialogProps) {
  const { t } = useTranslation(['booking', 'errors']);
  const user = useCurrentUser();
  const { settings } = useStudio();
  const query = useQuery({
    ...classQuery(classId, user?.id ?? 0),
    enabled: user !== undefined,
    initialData: initial?.cls,
    initialDataUpdatedAt: initial?.updatedAt,
  });
  // The live region is in the page before a booking's message goes into it (WCAG 4.1.3).
  useEffect(() => void preparePageSnackbar(), []);
  const cls = query.data;
  const title = cls?.class_type?.name ?? (query.isPending ? t('loading') : t('not_found'));
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      {cls ? (
        <>
          <ClassDetails cls={cls} showRoom={!!settings.calendar_show_room} />
          <BookingActions
            cls={cls}
            userId={user?.id}
            multipleSeats={!!settings.customer_can_reserve_multiple_seats_for_class}
            onDone={onClose}
          />
        </>
      ) : query.isPending ? (
        <Spinner />
      ) : (
        <p>{t('not_found_text')}</p>
      )}
      <DialogActions>
        <Button variant="ghost" onPress={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
