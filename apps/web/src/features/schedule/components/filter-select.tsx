/** A labelled native `<select>`; with `allLabel` an empty first choice means "no filter". */
import { useId } from 'react';

interface Props {
  label: string;
  value: string | number | undefined;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  onChange: (value: string | undefined) => void;
  allLabel?: string;
}

export function FilterSelect({ label, value, options, onChange, allLabel }: Props) {
  const id = useId();
  return (
    <div className="filter-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
