/** Who may watch which video (CONTRACT §13): the one rule, for the library's other modules. */
export { accessibleVideoIds, customerMayWatchVideo, customerVideoAccess } from './access.ts';
export { publicVideoIds } from './queries.ts';
