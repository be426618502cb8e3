/**
 * The birthday picker (seed 000 §5): day, month and year selects; years from next year back 120
 * years; the days follow the month's length. Emits `YYYY-MM-DD` when complete, else ''.
 */
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/ui/field.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  errorMessage?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Three selects in a fieldset named by `label`. */
export function BirthdayField({
  label,
  value,
  onChange,
  required,
  errorMessage,
  selectRef,
}: Props) {
  const { t, i18n } = useTranslation('auth');
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
    'aria-required': required || undefined,
  };

  return (
    <fieldset className="field-group field">
      <legend className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
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
