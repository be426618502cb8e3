/**
 * The event alerts (seed 000 §8, seed 001 §8) and the signup success dialog (seed 000 §2 "event
 * signup success"): full, already signed up, started, archived, invalid link, no longer available,
 * or the server's own words. The events are reloaded before the alert shows (event-signups.ts).
 */
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/ui/refusal-message.tsx';
import { AlertDialog } from '../../../shared/ui/alert-dialog.tsx';
import type { EventAlertKind } from '../lib/event-refusal.ts';

export type EventNotice =
  { kind: 'alert'; alert: EventAlertKind; error?: unknown } | { kind: 'signed_up'; name: string };

export function EventAlert({
  notice,
  onClose,
}: {
  notice: EventNotice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  const failure = notice?.kind === 'alert' && notice.alert === 'error' ? notice.error : null;
  const errorText = useErrorText(failure);
  if (!notice) return null;
  const title = notice.kind === 'signed_up' ? t('success_title') : t('alert_title');
  const message =
    notice.kind === 'signed_up'
      ? t('success_message', { name: notice.name })
      : notice.alert === 'error'
        ? (errorText?.message ?? '')
        : t(`alert_${notice.alert}`);
  return (
    <AlertDialog
      title={notice.kind === 'alert' && errorText ? errorText.title : title}
      message={message}
      okLabel={t('ok')}
      isOpen
      onClose={onClose}
    />
  );
}
