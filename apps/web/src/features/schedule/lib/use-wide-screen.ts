/**
 * Whether the screen is wider than a phone (the schedule's 768 px breakpoint, schedule.css):
 * the timetable layout needs the width for seven columns; a phone keeps the day list.
 */
import { useSyncExternalStore } from 'react';

const query = '(min-width: 768px)';
const list = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

function subscribe(onChange: () => void) {
  const media = list();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

export const useWideScreen = () => useSyncExternalStore(subscribe, () => !!list()?.matches);
