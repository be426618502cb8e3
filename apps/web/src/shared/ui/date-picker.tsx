/**
 * A date picker over react-aria-components with a calendar popover, in Danish, English or
 * Norwegian Bokmål. Values are `YYYY-MM-DD` strings. Heavy: import it lazily.
 */
import { useRef } from 'react';
import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { ariaLocale } from '../i18n/aria-locale.tsx';
import './date-picker.css';

export interface DatePickerProps {
  label: string;
  language: string;
  /** Earliest selectable date, `YYYY-MM-DD`. */
  minDate?: string;
  /** Latest selectable date, `YYYY-MM-DD`. */
  maxDate?: string;
  /** Already translated; the picker is invalid while one is given. */
  errorMessage?: string;
  value?: string;
  onChange: (date: string) => void;
  defaultOpen?: boolean;
}

export function DatePicker({
  label,
  language,
  minDate,
  maxDate,
  errorMessage,
  value,
  onChange,
  defaultOpen,
}: DatePickerProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <I18nProvider locale={ariaLocale(language)}>
      <AriaDatePicker
        className="date-picker"
        defaultOpen={defaultOpen}
        minValue={minDate ? parseDate(minDate) : undefined}
        maxValue={maxDate ? parseDate(maxDate) : undefined}
        isInvalid={errorMessage ? true : undefined}
        defaultValue={value ? parseDate(value) : undefined}
        onChange={(date) => date && onChange(date.toString())}
        // Opened at once (`defaultOpen`), the calendar has no button of its own to give focus
        // back to when it closes, and focus would fall to the page's top (issue 15, WCAG 2.4.3).
        onOpenChange={(isOpen) => {
          if (!isOpen) requestAnimationFrame(() => button.current?.focus({ preventScroll: true }));
        }}
      >
        <Label className="date-picker-label">{label}</Label>
        <Group className="date-picker-group">
          <DateInput className="date-picker-input">
            {(segment) => <DateSegment segment={segment} className="date-picker-segment" />}
          </DateInput>
          <Button ref={button} className="date-picker-button">
            ▾
          </Button>
        </Group>
        <FieldError className="field-error">{errorMessage}</FieldError>
        <Popover className="date-picker-popover">
          <Dialog className="date-picker-dialog">
            <Calendar>
              <header className="date-picker-header">
                <Button slot="previous">‹</Button>
                <Heading />
                <Button slot="next">›</Button>
              </header>
              <CalendarGrid weekdayStyle="short">
                {(date) => <CalendarCell date={date} className="date-picker-cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
