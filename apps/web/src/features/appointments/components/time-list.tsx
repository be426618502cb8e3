/**
 * The free start times of the chosen day (seed 000 §2 step 5) as radio buttons, `HH:mm`, in the
 * order given (sorted and unique by `timesOfDay`). Arrow keys move between times.
 */
import { Label, Radio, RadioGroup } from 'react-aria-components';

interface Props {
  label: string;
  times: string[];
  value: string | undefined;
  onChange: (time: string) => void;
  /** The id of the "choose a time" error, when it shows. */
  errorId?: string;
}

export function TimeList({ label, times, value, onChange, errorId }: Props) {
  return (
    <RadioGroup
      className="time-list"
      value={value ?? null}
      onChange={onChange}
      orientation="horizontal"
      aria-describedby={errorId}
      isInvalid={!!errorId}
    >
      <Label className="field-label">{label}</Label>
      <div className="time-grid">
        {times.map((time) => (
          <Radio key={time} value={time} className="time-chip">
            {time}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
