/** The "more filters" dialog (seed 001 §2): the filters marked `show_in_more_filters`. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import type { Selection, ShownFilter } from '../lib/library-selection.ts';
import { ValueCheckboxes } from './value-checkboxes.tsx';

interface Props {
  filters: ShownFilter[];
  selection: Selection;
  isOpen: boolean;
  onClose: () => void;
  onToggle: (filter: ShownFilter, id: number) => void;
}

export function MoreFiltersDialog({ filters, selection, isOpen, onClose, onToggle }: Props) {
  const { t } = useTranslation('videos');
  return (
    <Dialog title={t('more_filters')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {filters.map((filter) => (
        <section key={filter.id} className="video-more-filter">
          <h3>{filter.name}</h3>
          <ValueCheckboxes
            filter={filter}
            selected={filter.teachers ? selection.teacherIds : selection.filterValueIds}
            onToggle={(id) => onToggle(filter, id)}
          />
        </section>
      ))}
      <DialogActions>
        <Button onPress={onClose}>{t('show_videos')}</Button>
      </DialogActions>
    </Dialog>
  );
}
