/**
 * The video preferences prompt (seed 001 §5 Video, §9; CONTRACT §13): to a customer with access to
 * all videos, the first time and again 182 days after it was last opened, on the library page. They
 * tick the filter values they like; Save stores them (`video_preferences.filter_value_ids`) with
 * the time, Not now stores only the time. A provider without the settings route shows no prompt.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import {
  useSaveVideoPreferences,
  userSettingsQuery,
  videoAccessQuery,
} from '../api/customer-videos.ts';
import type { ShownFilter } from '../lib/library-selection.ts';
import { hasAllVideoAccess, preferencesDue } from '../lib/preferences-due.ts';
import { ValueCheckboxes } from './value-checkboxes.tsx';

const copenhagenToday = (now: number) =>
  new Date(now).toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });

const chosenIds = (preferences: Record<string, unknown> | null | undefined): number[] => {
  const ids = preferences?.filter_value_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

interface Props {
  userId: number;
  /** The custom filters to choose from (not teachers). */
  filters: ShownFilter[];
}

export function PreferencesDialog({ userId, filters }: Props) {
  const { t } = useTranslation('videos');
  const [now] = useState(() => Date.now());
  const holdings = useQuery(videoAccessQuery(userId)).data;
  const settings = useQuery(userSettingsQuery(userId)).data;
  const save = useSaveVideoPreferences(userId);
  const [done, setDone] = useState(false);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const due =
    !!holdings &&
    !!settings &&
    filters.length > 0 &&
    hasAllVideoAccess(holdings.memberships, holdings.class_passes, copenhagenToday(now)) &&
    preferencesDue(settings.video_preferences_dialog_last_opened_at, now);
  const selected = chosen ?? chosenIds(settings?.video_preferences);
  const close = (ids: number[] | undefined) => save.mutate(ids, { onSettled: () => setDone(true) });

  return (
    <Dialog
      title={t('preferences_title')}
      isOpen={due && !done}
      onOpenChange={(open) => !open && close(undefined)}
    >
      <p>{t('preferences_intro')}</p>
      {filters.map((filter) => (
        <section key={filter.id} className="video-more-filter">
          <h3>{filter.name}</h3>
          <ValueCheckboxes
            filter={filter}
            selected={selected}
            onToggle={(id) =>
              setChosen(
                selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id],
              )
            }
          />
        </section>
      ))}
      <DialogActions>
        <Button variant="secondary" onPress={() => close(undefined)} isDisabled={save.isPending}>
          {t('not_now')}
        </Button>
        <Button onPress={() => close(selected)} isPending={save.isPending}>
          {t('save_preferences')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
