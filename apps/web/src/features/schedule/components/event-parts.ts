/**
 * The schedule's event code, one lazy chunk (first-load budget): the week's events fetch and the
 * event card. Loaded by the first events query (api/week-events.ts).
 */
export { fetchWeekEvents } from '../api/get-week-events.ts';
export { EventCard } from './event-card.tsx';
