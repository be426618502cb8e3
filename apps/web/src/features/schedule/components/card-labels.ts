/**
 * The words a class card needs, looked up once per language for the whole week, so cards take
 * plain strings and no card subscribes to i18next.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../../shared/api/studio.ts';
import type { Class } from '@studio/contract/classes';
import { seatText } from '../lib/seat-text.ts';

export interface CardLabels {
  cancelled: string;
  started: string;
  livestream: string;
  /**
   * A class's seat line ("5 ledige pladser", "Fuldt · 3 på venteliste"; lib/seat-text.ts) by the
   * studio's `calendar_capacity_info_format`; '' for none.
   */
  seatLine: (cls: Class) => string;
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
      seatLine: (cls: Class) =>
        seatText(cls, seatFormat, {
          free: (count: number) => t('seats_free', { count }),
          full: t('seats_full'),
          waiting: (count: number) => t('seats_waiting', { count }),
          waitingOpen: t('seats_waiting_open'),
          waitingFull: t('seats_waiting_full'),
        }),
      booked: (count: number) => t('booked', { count }),
      waitingList: (number: number | null | undefined) =>
        t('on_waiting_list', { number: number ?? '' }),
      noClasses: t('no_classes'),
      today: t('today'),
    }),
    // The language decides every string; `t` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, t, seatFormat],
  );
}
