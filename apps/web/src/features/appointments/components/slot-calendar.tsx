/**
 * The popup's month calendar (seed 000 §2 step 4): react-aria's Calendar, weeks from Monday, in
 * the page's language. Days with free times are highlighted; every other day is unavailable (not
 * selectable, announced as such). Paging moves the focused day, and with it the month fetched.
 * Dates in and out are `YYYY-MM-DD`.
 */
import { parseDate } from '@internationalized/date';
import { useId } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';
import { AriaLocale } from '../../../shared/i18n/aria-locale.tsx';
import '../../../shared/ui/date-picker.css';

interface Props {
  label: string;
  hint: string;
  /** The focused day; its month is shown. */
  focused: string;
  onFocusChange: (date: string) => void;
  value: string | undefined;
  onChange: (date: string) => void;
  minDate: string;
  maxDate: string;
  /** The days with at least one free time. */
  available: Set<string>;
}

export function SlotCalendar(props: Props) {
  const { label, hint, focused, value, available } = props;
  const hintId = useId();
  return (
    <AriaLocale>
      <Calendar
        aria-label={label}
        aria-describedby={hintId}
        className="slot-calendar"
        firstDayOfWeek="mon"
        value={value ? parseDate(value) : null}
        onChange={(date) => props.onChange(date.toString())}
        focusedValue={parseDate(focused)}
        onFocusChange={(date) => props.onFocusChange(date.toString())}
        minValue={parseDate(props.minDate)}
        maxValue={parseDate(props.maxDate)}
        isDateUnavailable={(date) => !available.has(date.toString())}
      >
        <header className="date-picker-header">
          <Button slot="previous">‹</Button>
          <Heading />
          <Button slot="next">›</Button>
        </header>
        <CalendarGrid weekdayStyle="short">
          {(date) => <CalendarCell date={date} className="date-picker-cell slot-calendar-cell" />}
        </CalendarGrid>
      </Calendar>
      <p id={hintId} className="field-description">
        {hint}
      </p>
    </AriaLocale>
  );
}
