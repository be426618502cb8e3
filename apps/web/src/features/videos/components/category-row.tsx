/** The main categories as a row of toggle buttons with icons (seed 001 §2); one at a time. */
import { useTranslation } from 'react-i18next';
import type { VideoMainCategory } from '@studio/contract/videos';
import { CategoryIcon, iconName } from './category-icon.tsx';

interface Props {
  categories: VideoMainCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}

export function CategoryRow({ categories, selected, onSelect }: Props) {
  const { t } = useTranslation('videos');
  if (!categories.length) return null;
  return (
    <div className="video-categories" role="group" aria-label={t('categories')}>
      {[...categories]
        .sort((a, b) => (a.sort_idx ?? 0) - (b.sort_idx ?? 0))
        .map((category) => (
          <button
            key={category.id}
            type="button"
            className="video-category"
            aria-pressed={selected === category.id}
            onClick={() => onSelect(selected === category.id ? null : category.id)}
          >
            <CategoryIcon name={iconName(category)} />
            <span>{category.name}</span>
          </button>
        ))}
    </div>
  );
}
