/**
 * The video library (seed 001 §2 "Video library"; route `/video-extended`, optional
 * `initialSort`): main categories, search, filter dropdowns and the "more filters" dialog, chips
 * for what is chosen with Clear all, a sort, and the grid of videos; a video opens full screen.
 * Every change asks GET /videos again (seed 001 §7); the sort is the client's (CONTRACT §13).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Video } from '@studio/contract/videos';
import { loginStatusQuery } from '../../../shared/session/session.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  mainCategoriesQuery,
  videoFiltersQuery,
  videoTeachersQuery,
} from '../api/library-options.ts';
import { libraryVideosQuery, videoQuery } from '../api/videos.ts';
import {
  allFilters,
  emptySelection,
  shownFilters,
  toggleValue,
  type Selection,
  type ShownFilter,
} from '../lib/library-selection.ts';
import { sortVideos, toVideoSort, type VideoSort } from '../lib/sort-videos.ts';
import { CategoryRow } from './category-row.tsx';
import { FilterDropdown } from './filter-dropdown.tsx';
import { MoreFiltersDialog } from './more-filters-dialog.tsx';
import { PreferencesDialog } from './preferences-dialog.tsx';
import { SearchBox } from './search-box.tsx';
import { SelectedChips } from './selected-chips.tsx';
import { SortSelect } from './sort-select.tsx';
import { VideoCard } from './video-card.tsx';
import { VideoModal } from './video-modal.tsx';

export function VideoLibrary() {
  const { t } = useTranslation('videos');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const status = useQuery(loginStatusQuery).data;
  const userId = status?.status === 'LOGGED_IN' ? status.userId : null;
  const loggedIn = userId !== null;
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [sort, setSort] = useState<VideoSort>(() =>
    toVideoSort(params.get('initialSort'), loggedIn),
  );
  const [openVideo, setOpenVideo] = useState<Video | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);

  const categories = useQuery(mainCategoriesQuery).data ?? [];
  const filters = useQuery(videoFiltersQuery).data ?? [];
  const hasTeachers = filters.some((filter) => filter.filter_type === 'teachers');
  const teachers = useQuery({ ...videoTeachersQuery, enabled: hasTeachers }).data ?? [];
  const videos = useQuery(libraryVideosQuery(selection, loggedIn));
  const shown = shownFilters(filters, teachers, selection.mainCategoryId);
  const sorted = sortVideos(videos.data ?? [], sort);

  const toggle = (filter: ShownFilter, id: number) =>
    setSelection((current) => toggleValue(current, filter, id));
  const search = useCallback(
    (text: string) => setSelection((current) => ({ ...current, search: text })),
    [],
  );

  return (
    <main className="page video-library">
      <h1 className="page-title">{t('title')}</h1>
      <CategoryRow
        categories={categories}
        selected={selection.mainCategoryId}
        onSelect={(id) => setSelection((current) => ({ ...current, mainCategoryId: id }))}
      />
      <div className="video-toolbar">
        <SearchBox value={selection.search} onSearch={search} />
        <div className="video-filters">
          {shown.dropdowns.map((filter) => (
            <FilterDropdown
              key={filter.id}
              filter={filter}
              selected={filter.teachers ? selection.teacherIds : selection.filterValueIds}
              onToggle={(id) => toggle(filter, id)}
            />
          ))}
          {shown.more.length > 0 && (
            <button type="button" className="video-filter-button" onClick={() => setMoreOpen(true)}>
              {t('more_filters')}
            </button>
          )}
        </div>
        <SortSelect sort={sort} loggedIn={loggedIn} onChange={setSort} />
      </div>
      <SelectedChips
        filters={allFilters(filters, teachers)}
        selection={selection}
        onRemove={toggle}
        onClearAll={() =>
          setSelection((current) => ({ ...emptySelection, mainCategoryId: current.mainCategoryId }))
        }
      />
      {videos.isFetching && <Spinner />}
      {videos.isError && <p role="alert">{t('load_failed')}</p>}
      {videos.isSuccess && !sorted.length && <p className="video-empty">{t('no_videos')}</p>}
      <ul className="video-grid" aria-label={t('videos')} aria-busy={videos.isFetching}>
        {sorted.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} userId={userId} onOpen={setOpenVideo} />
          </li>
        ))}
      </ul>
      <VideoModal
        video={openVideo}
        filters={filters}
        onClose={() => setOpenVideo(null)}
        onSearch={(text) => {
          setOpenVideo(null);
          setSelection({ ...emptySelection, search: text });
        }}
        onFilterValue={(_filterId, valueId) => {
          setOpenVideo(null);
          setSelection({
            ...emptySelection,
            mainCategoryId: selection.mainCategoryId,
            filterValueIds: [valueId],
          });
        }}
        onRelated={(id) => {
          setOpenVideo(null);
          void queryClient.fetchQuery(videoQuery(id, loggedIn)).then(setOpenVideo, () => undefined);
        }}
      />
      <MoreFiltersDialog
        filters={shown.more}
        selection={selection}
        isOpen={moreOpen}
        onClose={() => setMoreOpen(false)}
        onToggle={toggle}
      />
      {userId !== null && (
        <PreferencesDialog
          userId={userId}
          filters={allFilters(filters, []).filter(
            (filter) => !filter.teachers && filter.values.length,
          )}
        />
      )}
    </main>
  );
}
