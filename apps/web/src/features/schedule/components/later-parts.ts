/**
 * A hop to the schedule's lazily loaded part (the filters). The page imports this tiny chunk,
 * so the preload lists of those parts stay out of the schedule's first load.
 */
export const loadFilterBar = () => import('./schedule-filter-bar.tsx');
