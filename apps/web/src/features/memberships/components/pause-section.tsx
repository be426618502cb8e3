/**
 * Pauses (seed 001 §2, §4; CONTRACT §8): the scheduled or current pause as a table (start, end),
 * Cancel pause for an upcoming one (DELETE /membership-pauses/{id}), and Pause membership for an
 * active membership the customer may pause, which opens the lazily loaded pause dialog.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useCancelPause, useCreatePause } from '../api/change-membership.ts';
import type { Membership } from '@studio/contract/memberships';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { canPause, pauseOf } from '../lib/membership-rules.ts';
import { ActionError } from './action-error.tsx';

const PauseDialog = lazy(async () => ({
  default: (await import('./pause-dialog.tsx')).PauseDialog,
}));

interface Props {
  membership: Membership;
  today: string;
  maxDays: number;
  allowIndefinitely: boolean;
  notify: (message: string) => void;
}

export function PauseSection({ membership, today, maxDays, allowIndefinitely, notify }: Props) {
  const { t, i18n } = useTranslation('memberships');
  const [open, setOpen] = useState(false);
  const create = useCreatePause(() => {
    setOpen(false);
    notify(t('pause_scheduled'));
  });
  const cancel = useCancelPause(() => notify(t('pause_cancelled')));
  const pause = pauseOf(membership);
  const upcoming = membership.upcoming_membership_pause;

  return (
    <>
      {pause && (
        <section className="membership-section" aria-labelledby="scheduled-pause">
          <h2 id="scheduled-pause">{t('scheduled_pause')}</h2>
          <table className="membership-table" aria-labelledby="scheduled-pause">
            <thead>
              <tr>
                <th scope="col">{t('pause_start')}</th>
                <th scope="col">{t('pause_end')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{formatDate(pause.start_date, i18n.language)}</td>
                <td>
                  {pause.end_date
                    ? formatDate(pause.end_date, i18n.language)
                    : t('pause_open_ended')}
                </td>
              </tr>
            </tbody>
          </table>
          {upcoming && (
            <Button
              variant="secondary"
              onPress={() => cancel.mutate(upcoming.id)}
              isPending={cancel.isPending}
            >
              {t('cancel_pause')}
            </Button>
          )}
          <ActionError error={cancel.error} />
        </section>
      )}
      {canPause(membership) && (
        <div className="membership-actions">
          <Button
            variant="secondary"
            onPress={() => {
              create.reset();
              setOpen(true);
            }}
          >
            {t('pause_membership')}
          </Button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <PauseDialog
            membershipId={membership.id}
            today={today}
            maxDays={maxDays}
            allowIndefinitely={allowIndefinitely}
            onClose={() => setOpen(false)}
            onSubmit={(body) => create.mutate(body)}
            pending={create.isPending}
            error={create.error}
          />
        </Suspense>
      )}
    </>
  );
}
