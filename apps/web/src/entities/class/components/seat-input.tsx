/**
 * The seat-count field of the class dialog and of My profile's seat change (seed 000 §5): a
 * NumberField whose wrapper reads the typed digits at once (`useTypedSeats`), so the button
 * beside it acts on what is typed even before the field blurs (issue 15).
 */
import { NumberField } from '../../../shared/ui/number-field.tsx';
import type { SeatRange } from '../lib/seat-limits.ts';
import type { useTypedSeats } from '../lib/use-typed-seats.ts';

interface Props {
  label: string;
  seats: ReturnType<typeof useTypedSeats>;
  range: SeatRange;
  /** What an empty field reads as (0 on the profile, 1 when booking). */
  emptyValue?: number;
  isDisabled?: boolean;
}

export function SeatInput({ label, seats, range, emptyValue, isDisabled }: Props) {
  return (
    <div className="seat-input" onInput={seats.onInput}>
      <NumberField
        label={label}
        value={seats.value}
        onChange={seats.onChange}
        minValue={range.min}
        maxValue={range.max}
        emptyValue={emptyValue}
        isDisabled={isDisabled}
      />
    </div>
  );
}
