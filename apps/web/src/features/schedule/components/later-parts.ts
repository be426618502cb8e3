/**
 * A hop to the schedule's lazily loaded parts (the filters, the phone's day strip). The page imports this tiny chunk,
 * so the preload lists of those parts stay out of the schedule's first load.
 */
export const loadFilterBar = () => import('./schedule-filter-bar.tsx');

/** The phone's day strip: it comes after the week's classes, into space kept for it. */
export const loadDayStrip = () => import('./day-strip.tsx');
