/**
 * Stop and resubmit (seed 001 §4; CONTRACT §8 PUT /memberships/{id}): Stop membership shows for
 * an active membership when the studio lets customers stop it and no pause exists (with a pause,
 * a line says why it cannot be stopped); it asks first, with the server's
 * `customer_cancellation_warning` (last day, one more payment or not) when the page is in the
 * studio's language, else a text of our own (issue 26: the warning's facts are not fields of the
 * answer). A stopped membership can be resubmitted before its end date.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerTextsFit } from '../../../shared/i18n/server-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import { useSetMembershipStatus } from '../api/change-membership.ts';
import type { Membership } from '@studio/contract/memberships';
import { canResume, canStop } from '../lib/membership-rules.ts';
import { ActionError } from './action-error.tsx';

interface Props {
  membership: Membership;
  today: string;
  customerCanCancel: boolean;
  notify: (message: string) => void;
}

export function StopSection({ membership, today, customerCanCancel, notify }: Props) {
  const { t } = useTranslation('memberships');
  const [asking, setAsking] = useState(false);
  // The server's warning is in the studio's language: in another one, our own text (issue 26).
  const serverTextsFit = useServerTextsFit();
  const change = useSetMembershipStatus(membership.id, (status) => {
    setAsking(false);
    notify(t(status === 'active' ? 'membership_resumed' : 'membership_stopped'));
  });
  const active = membership.status === 'active';
  const blockedBy =
    !customerCanCancel || !active
      ? null
      : membership.current_membership_pause
        ? 'stop_blocked_paused'
        : membership.upcoming_membership_pause
          ? 'stop_blocked_scheduled'
          : null;

  return (
    <div className="membership-actions membership-stop">
      {canStop(membership, customerCanCancel) && (
        <Button
          variant="danger"
          onPress={() => {
            change.reset();
            setAsking(true);
          }}
        >
          {t('stop_membership')}
        </Button>
      )}
      {blockedBy && <p className="membership-muted">{t(blockedBy)}</p>}
      {canResume(membership, today) && (
        <Button onPress={() => change.mutate('active')} isPending={change.isPending}>
          {t('resume_membership')}
        </Button>
      )}
      {!asking && <ActionError error={change.error} />}
      <Dialog
        role="alertdialog"
        title={t('stop_dialog_title')}
        isOpen={asking}
        onOpenChange={setAsking}
      >
        <p>
          {(serverTextsFit && membership.customer_cancellation_warning) || t('stop_dialog_text')}
        </p>
        <ActionError error={change.error} />
        <DialogActions>
          <Button variant="secondary" onPress={() => setAsking(false)}>
            {t('keep_membership')}
          </Button>
          <Button
            variant="danger"
            onPress={() => change.mutate('cancelled_running')}
            isPending={change.isPending}
          >
            {t('stop_membership')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
