/**
 * The words a class card needs, looked up once per language for the whole week, so cards take
 * plain strings and no card subscribes to i18next.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CardLabels {
  cancelled: string;
  started: string;
  livestream: string;
  waitingListOpen: string;
  /** "You are booked" for n seats. */
  booked: (count: number) => string;
  /** "On waiting list #n". */
  waitingList: (number: number | null | undefined) => string;
  noClasses: string;
  today: string;
}

export function useCardLabels(): CardLabels {
  const { t, i18n } = useTranslation('schedule');
  return useMemo(
    () => ({
      cancelled: t('cancelled'),
      started: t('started'),
      livestream: t('livestream'),
      waitingListOpen: t('waiting_list_open'),
      booked: (count: number) => t('booked', { count }),
      waitingList: (number: number | null | undefined) =>
        t('on_waiting_list', { number: number ?? '' }),
      noClasses: t('no_classes'),
      today: t('today'),
    }),
    // The language decides every string; `t` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, t],
  );
}
