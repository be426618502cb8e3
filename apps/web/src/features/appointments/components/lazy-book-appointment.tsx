/**
 * The book-appointment popup as a lazy chunk: react-aria's calendar and the booking code load when
 * the popup first opens, never with the profile's or the schedule's first load. Render it inside
 * a Suspense boundary.
 */
import { lazy } from 'react';

export const LazyBookAppointment = lazy(async () => ({
  default: (await import('./book-appointment-dialog.tsx')).BookAppointment,
}));
