/**
 * A seat count that follows the typing, not only the blur (issue 15: number fields accept the
 * first tap after typing). react-aria's NumberField commits its value on blur, and a tap on a
 * phone may not blur the field first, so the button beside it would use (or be disabled by) the
 * old number. The wrapper's `onInput` reads the typed digits at once; `value` stays the committed
 * number so the field's own text is never reset mid-typing. Empty reads as `emptyValue` (seed 000
 * §5). Used by the class dialog's seat fields and My profile's seat change.
 */
import { useState, type FormEvent } from 'react';
import { clampSeats, readSeatInput, type SeatRange } from './seat-limits.ts';

/** `{ value, count, onChange, onInput }` for a NumberField inside an element with `onInput`. */
export function useTypedSeats(initial: number, range: SeatRange, emptyValue: number) {
  const [seats, setSeats] = useState(initial);
  const [typed, setTyped] = useState<number>();
  return {
    /** The committed number, for the field's `value`. */
    value: clampSeats(seats, range),
    /** The number to act on: what is typed now, within `range`. */
    count: clampSeats(typed ?? seats, range),
    onChange: (next: number) => {
      setSeats(next);
      setTyped(undefined);
    },
    onInput: (event: FormEvent<HTMLElement>) => {
      const text = (event.target as HTMLInputElement).value.trim();
      setTyped(text === '' ? emptyValue : readSeatInput(text));
    },
  };
}
