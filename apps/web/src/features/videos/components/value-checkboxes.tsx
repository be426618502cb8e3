/** A filter's values as a labelled group of native checkboxes. */
import type { ShownFilter } from '../lib/library-selection.ts';

interface Props {
  filter: ShownFilter;
  selected: readonly number[];
  onToggle: (id: number) => void;
}

export function ValueCheckboxes({ filter, selected, onToggle }: Props) {
  return (
    <fieldset className="video-values">
      <legend className="visually-hidden">{filter.name}</legend>
      {filter.values.map((value) => (
        <label key={value.id} className="video-value">
          <input
            type="checkbox"
            checked={selected.includes(value.id)}
            onChange={() => onToggle(value.id)}
          />
          {value.name}
        </label>
      ))}
    </fieldset>
  );
}
