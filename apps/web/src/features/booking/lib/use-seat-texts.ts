/**
 * The class dialog's seat line and waiting-list badge: the server's texts when the page is in the
 * studio's language, else our own words from the class's fields (seat-words.ts, issue 26).
 */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { useStudio } from '../../../shared/api/studio.ts';
import { useLocalizedSetting, useServerTextsFit } from '../../../shared/i18n/server-text.ts';
import { capacityWords, waitingListWords, type SeatWordList } from './seat-words.ts';

export function useSeatTexts(cls: Class): { capacity: string; waitingList: string } {
  const { t } = useTranslation('booking');
  const { settings } = useStudio();
  const fits = useServerTextsFit();
  const fewSeats = useLocalizedSetting('calendar_few_seats_left_warning_text');
  if (fits) return { capacity: cls.capacity_text ?? '', waitingList: cls.waiting_list_text ?? '' };
  const words: SeatWordList = {
    booked: t('seats_booked'),
    full: t('seats_full'),
    free: (count) => t('seats_free', { count }),
    fewSeats,
    withLivestream: (text) => t('seats_with_livestream', { text }),
    waitlistFull: t('waitlist_full'),
    onWaitlist: (count) => t('on_waitlist', { count }),
  };
  const seatSettings = {
    format: settings.calendar_capacity_info_format,
    fewSeatsLimit: settings.calendar_few_seats_left_warning_limit,
  };
  return {
    capacity: capacityWords(cls, seatSettings, words),
    waitingList: waitingListWords(cls, words),
  };
}
