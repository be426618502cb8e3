/**
 * The pause form (CONTRACT §8 POST /membership-pauses *(design)*): first day (today or later) and
 * the day the membership runs again, at most `maxDays` apart, or until further notice when the
 * studio allows it. The server checks the yearly limit, overlaps and the rest; its refusal shows
 * here. Heavy (react-aria dialog and date pickers): the page imports this file lazily.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import { DatePicker } from '../../../shared/ui/date-picker.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import type { PauseBody } from '../api/change-membership.ts';

export interface PauseDialogProps {
  membershipId: number;
  today: string;
  maxDays: number;
  allowIndefinitely: boolean;
  onClose: () => void;
  onSubmit: (body: PauseBody) => void;
  pending: boolean;
  error: unknown;
}

/** Why the chosen dates cannot be sent, as a catalog key; `null` when they can. */
export function pauseProblem(
  start: string,
  end: string | null,
  indefinitely: boolean,
  maxDays: number,
): 'pause_dates_required' | 'pause_end_before_start' | 'pause_too_long' | null {
  if (!start || (!indefinitely && !end)) return 'pause_dates_required';
  if (indefinitely || !end) return null;
  const days = differenceInCalendarDays(parseISO(end), parseISO(start));
  if (days < 0) return 'pause_end_before_start';
  return days > maxDays ? 'pause_too_long' : null;
}

export function PauseDialog(props: PauseDialogProps) {
  const { t, i18n } = useTranslation('memberships');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [indefinitely, setIndefinitely] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = pauseProblem(start, end || null, indefinitely, props.maxDays);

  const submit = () => {
    setTried(true);
    if (problem) return;
    props.onSubmit({
      membership: props.membershipId,
      start_date: start,
      end_date: indefinitely ? null : end,
    });
  };

  return (
    <Dialog
      title={t('pause_dialog_title')}
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
    >
      <p>{t('pause_dialog_text')}</p>
      <p>{t('pause_max_days', { count: props.maxDays })}</p>
      <div className="pause-fields">
        <DatePicker
          label={t('pause_start_date')}
          language={i18n.language}
          minDate={props.today}
          value={start || undefined}
          onChange={setStart}
        />
        {!indefinitely && (
          <DatePicker
            label={t('pause_end_date')}
            language={i18n.language}
            minDate={start || props.today}
            value={end || undefined}
            onChange={setEnd}
          />
        )}
        {props.allowIndefinitely && (
          <CheckboxField isSelected={indefinitely} onChange={setIndefinitely}>
            {t('pause_indefinitely')}
          </CheckboxField>
        )}
      </div>
      {tried && problem && (
        <p role="alert" className="refusal-message">
          {t(problem, { count: props.maxDays })}
        </p>
      )}
      <RefusalMessage error={props.error} />
      <DialogActions>
        <Button variant="secondary" onPress={props.onClose}>
          {t('close')}
        </Button>
        <Button onPress={submit} isPending={props.pending}>
          {t('schedule_pause')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
