/**
 * How many seats to buy (seed 001 §5: 1 … seats left; only when the studio sells several seats).
 * The count is also kept in a ref as it changes, so "Buy" pressed right after typing uses the
 * typed number: the field commits on blur, which the press itself causes (the first tap counts).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../shared/ui/number-field.tsx';

export function useSeatCount(max: number) {
  const [seats, setSeats] = useState(1);
  const latest = useRef(1);
  const clamp = (value: number) => Math.min(Math.max(1, value), Math.max(1, max));
  const change = (value: number) => {
    latest.current = clamp(value);
    setSeats(latest.current);
  };
  return { seats: clamp(seats), change, current: () => clamp(latest.current) };
}

export function SeatCount({
  max,
  value,
  onChange,
}: {
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <NumberField
      label={t('number_of_seats')}
      value={value}
      onChange={onChange}
      minValue={1}
      maxValue={Math.max(1, max)}
      emptyValue={1}
    />
  );
}
