/** Chips for the chosen filter values, each with a remove button, and "Clear all" (seed 001 §2). */
import { useTranslation } from 'react-i18next';
import type { Selection, ShownFilter } from '../lib/library-selection.ts';

interface Props {
  filters: ShownFilter[];
  selection: Selection;
  onRemove: (filter: ShownFilter, id: number) => void;
  onClearAll: () => void;
}

export function SelectedChips({ filters, selection, onRemove, onClearAll }: Props) {
  const { t } = useTranslation('videos');
  const chips = filters.flatMap((filter) =>
    filter.values
      .filter((value) =>
        (filter.teachers ? selection.teacherIds : selection.filterValueIds).includes(value.id),
      )
      .map((value) => ({ filter, value })),
  );
  if (!chips.length && !selection.search.trim()) return null;
  return (
    <div className="video-chips">
      <ul className="video-chip-list" aria-label={t('chosen_filters')}>
        {chips.map(({ filter, value }) => (
          <li key={`${filter.id}-${value.id}`} className="video-chip">
            {value.name}
            <button
              type="button"
              className="video-chip-remove"
              aria-label={t('remove_filter', { name: value.name })}
              onClick={() => onRemove(filter, value.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="video-clear-all" onClick={onClearAll}>
        {t('clear_all')}
      </button>
    </div>
  );
}
