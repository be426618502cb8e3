/**
 * The words a class card needs, looked up once per language for the whole week, so cards take
 * plain strings and no card subscribes to i18next.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../../shared/api/studio.ts';
import type { SeatWords } from '../lib/seat-text.ts';

export interface CardLabels {
  cancelled: string;
  started: string;
  livestream: string;
  /** The seat line's words (lib/seat-text.ts). */
  seats: SeatWords;
  /** The studio's `calendar_capacity_info_format`, which decides whether the line counts seats. */
  seatFormat: string | undefined;
  /** "You are booked" for n seats. */
  booked: (count: number) => string;
  /** "On waiting list #n". */
  waitingList: (number: number | null | undefined) => string;
  noClasses: string;
  today: string;
}

export function useCardLabels(): CardLabels {
  const { t, i18n } = useTranslation('schedule');
  const seatFormat = useStudio().settings.calendar_capacity_info_format;
  return useMemo(
    () => ({
      cancelled: t('cancelled'),
      started: t('started'),
      livestream: t('livestream'),
      seats: {
        free: (count: number) => t('seats_free', { count }),
        full: t('seats_full'),
        waiting: (count: number) => t('seats_waiting', { count }),
        waitingOpen: t('seats_waiting_open'),
        waitingFull: t('seats_waiting_full'),
      },
      booked: (count: number) => t('booked', { count }),
      waitingList: (number: number | null | undefined) =>
        t('on_waiting_list', { number: number ?? '' }),
      seatFormat,
      noClasses: t('no_classes'),
      today: t('today'),
    }),
    // The language decides every string; `t` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, t, seatFormat],
  );
}
