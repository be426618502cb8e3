/** The route table (seed 000 §2). Pages load lazily, so the first load carries only the shell. */
import { createBrowserRouter, redirect } from 'react-router';

export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/schedule') },
  { path: '/schedule', lazy: () => import('../features/schedule/schedule-page.tsx') },
  { path: '/skema', loader: () => redirect('/schedule') },
]);
