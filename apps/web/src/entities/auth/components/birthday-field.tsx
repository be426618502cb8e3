/**
 * The birthday picker (seed 000 §5), bound to a form's `date_of_birth`: day, month and year
 * selects; years from next year back 120 years; the days follow the month's length. The form's
 * value is `YYYY-MM-DD` when complete, else ''.
 */
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { contactControl, type ContactValues } from '../lib/contact-values.ts';
import '../../../shared/ui/field.css';

interface Props<T extends ContactValues> {
  control: Control<T>;
  isRequired?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Three selects in a fieldset named "Date of birth". */
export function BirthdayField<T extends ContactValues>({ control, isRequired }: Props<T>) {
  const { t, i18n } = useTranslation('auth');
  const {
    field: { value, onChange, ref: selectRef },
    fieldState,
  } = useController({
    control: contactControl(control),
    name: 'date_of_birth',
  });
  const errorMessage = fieldError(t, fieldState);
  const errorId = useId();
  const [parts, setParts] = useState(() => {
    const [y = '', m = '', d = ''] = value ? value.split('-') : [];
    return { year: y, month: m ? String(Number(m)) : '', day: d ? String(Number(d)) : '' };
  });
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 121 }, (_, i) => thisYear + 1 - i);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const dayCount = daysIn(Number(parts.year) || 2000, Number(parts.month) || 1);

  const update = (change: Partial<typeof parts>) => {
    const next = { ...parts, ...change };
    const max = daysIn(Number(next.year) || 2000, Number(next.month) || 1);
    if (Number(next.day) > max) next.day = String(max);
    setParts(next);
    const complete = next.year && next.month && next.day;
    onChange(complete ? `${next.year}-${pad(Number(next.month))}-${pad(Number(next.day))}` : '');
  };
  const common = {
    className: 'field-input field-select',
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': errorMessage ? errorId : undefined,
    'aria-required': isRequired || undefined,
  };

  return (
    <fieldset className="field-group field">
      <legend className="field-label">
        {t('date_of_birth')}
        {isRequired && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="field-row">
        <select
          {...common}
          ref={selectRef}
          aria-label={t('day')}
          value={parts.day}
          onChange={(e) => update({ day: e.target.value })}
        >
          <option value="">{t('day')}</option>
          {Array.from({ length: dayCount }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}.
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('month')}
          value={parts.month}
          onChange={(e) => update({ month: e.target.value })}
        >
          <option value="">{t('month')}</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {monthName.format(new Date(Date.UTC(2000, i, 1)))}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('year')}
          value={parts.year}
          onChange={(e) => update({ year: e.target.value })}
        >
          <option value="">{t('year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {errorMessage && (
        <span id={errorId} className="field-error">
          {errorMessage}
        </span>
      )}
    </fieldset>
  );
}
