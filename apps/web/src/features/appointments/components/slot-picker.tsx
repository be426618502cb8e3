/**
 * The popup's first view (seed 000 §2 "Book-appointment popup" steps 1–6): service, branch (only
 * when more than one branch offers the service; "any branch" too), teacher ("any teacher" too),
 * the month calendar and the day's times, then Continue. Continue without a time says so beside
 * the times; a visitor goes to Login with cart carrying the slot, and comes back to the confirm
 * step after logging in.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatClassDay } from '../../../entities/class/lib/format-class-time.ts';
import { loginWithCartPath } from '../../../entities/commerce/lib/local-cart-item.ts';
import { addDaysIso } from '../../../shared/lib/copenhagen.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogActions } from '../../../shared/ui/dialog.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { ChosenSlot } from '../api/timeslots.ts';
import { fullName } from '../lib/offers.ts';
import { LOOKAHEAD_DAYS } from '../lib/timeslots.ts';
import { SlotCalendar } from './slot-calendar.tsx';
import { TimeList } from './time-list.tsx';
import type { SlotPicker as Picker } from './use-slot-picker.ts';

interface Props {
  picker: Picker;
  /** The logged-in customer; `undefined` for a visitor. */
  userId: number | undefined;
  onContinue: (slot: ChosenSlot) => void;
  onClose: () => void;
}

const idOf = (value: string) => (value ? Number(value) : undefined);

export function SlotPicker({ picker: p, userId, onContinue, onClose }: Props) {
  const { t, i18n } = useTranslation('appointments');
  const navigate = useNavigate();
  const errorId = useId();
  const [timeMissing, setTimeMissing] = useState(false);
  if (p.loading) return <Spinner />;
  const close = (
    <Button variant="secondary" onPress={onClose}>
      {t('close')}
    </Button>
  );
  if (!p.bookable.length)
    return (
      <>
        <p>{t('nothing_to_book')}</p>
        <DialogActions>{close}</DialogActions>
      </>
    );

  function proceed() {
    const slot = p.slot();
    if (!slot) return setTimeMissing(true);
    if (userId !== undefined) return onContinue(slot);
    const { branch_id, ...rest } = slot;
    const item = { itemType: 'appointment', itemId: slot.appointment_type_id, itemCount: 1 };
    void navigate(loginWithCartPath({ ...item, ...rest, ...(branch_id ? { branch_id } : {}) }));
  }
  const showError = timeMissing && !p.time;

  return (
    <div className="slot-picker">
      <SelectField
        label={t('service')}
        value={p.chosen ? String(p.chosen.type.id) : ''}
        onChange={(event) => p.chooseType(idOf(event.target.value))}
        options={[
          ...(p.chosen ? [] : [{ value: '', label: t('choose_service') }]),
          ...p.bookable.map(({ type }) => ({ value: String(type.id), label: type.name })),
        ]}
      />
      {p.branches.length > 1 && (
        <SelectField
          label={t('branch')}
          value={String(p.branch ?? '')}
          onChange={(event) => p.chooseBranch(idOf(event.target.value))}
          options={[
            { value: '', label: t('any_branch') },
            ...p.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
          ]}
        />
      )}
      {p.chosen && (
        <>
          <SelectField
            label={t('teacher')}
            value={String(p.teacher ?? '')}
            onChange={(event) => p.chooseTeacher(idOf(event.target.value))}
            options={[
              { value: '', label: t('any_teacher') },
              ...p.teachers.map((teacher) => ({
                value: String(teacher.id),
                label: fullName(teacher),
              })),
            ]}
          />
          <SlotCalendar
            label={t('calendar_label')}
            hint={t('free_times_hint')}
            focused={p.focused}
            onFocusChange={p.focus}
            value={p.date}
            onChange={p.chooseDate}
            minDate={p.now.date}
            maxDate={addDaysIso(p.now.date, LOOKAHEAD_DAYS)}
            available={p.days}
          />
          <p role="status" className="slot-status">
            {p.slotsLoading ? t('loading_times') : p.days.size === 0 ? t('no_times_in_month') : ''}
          </p>
          {p.date ? (
            <TimeList
              label={t('times_on', { date: formatClassDay(p.date, i18n.language) })}
              times={p.times}
              value={p.time}
              onChange={p.chooseTime}
              errorId={showError ? errorId : undefined}
            />
          ) : (
            <p className="slot-status">{t('choose_date')}</p>
          )}
        </>
      )}
      {showError && (
        <p id={errorId} role="alert" className="field-error">
          {t('choose_time_error')}
        </p>
      )}
      <DialogActions>
        {close}
        <Button onPress={proceed}>{t(userId === undefined ? 'log_in_to_book' : 'continue')}</Button>
      </DialogActions>
    </div>
  );
}
