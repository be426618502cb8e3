/**
 * A one-line hop to the class dialog's chunk. The schedule imports this tiny chunk, not the dialog
 * directly, so the list of the dialog's many preload files stays out of the schedule's first load.
 */
export const loadClassDialog = () => import('./class-dialog.tsx');
