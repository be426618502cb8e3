/** Providers around the router: the server-state cache and the router itself. */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';

/** The app for a router made by `createAppRouter` (or a memory router in tests). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
