/** The library's sort (seed 001 §2, §9): favourites (logged in only), most popular, newest. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/ui/field.css';
import { videoSorts, type VideoSort } from '../lib/sort-videos.ts';

interface Props {
  sort: VideoSort;
  loggedIn: boolean;
  onChange: (sort: VideoSort) => void;
}

export function SortSelect({ sort, loggedIn, onChange }: Props) {
  const { t } = useTranslation('videos');
  const id = useId();
  return (
    <div className="video-sort">
      <label htmlFor={id}>{t('sort_by')}</label>
      <select
        id={id}
        className="field-input field-select"
        value={sort}
        onChange={(event) => onChange(event.target.value as VideoSort)}
      >
        {videoSorts
          .filter((option) => loggedIn || option !== 'favorites')
          .map((option) => (
            <option key={option} value={option}>
              {t(`sort_${option}`)}
            </option>
          ))}
      </select>
    </div>
  );
}
