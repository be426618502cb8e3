/**
 * A short message at the bottom of the screen that goes away by itself (seed 000 §9): 8000 ms in
 * the profile shell (My profile and the pages under it), 4000 ms elsewhere.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import './snackbar.css';

/** The routes of the profile shell: a message there stays up longer (seed 000 §9). */
const PROFILE_SHELL = /^\/(my-profile|edit-profile|membership|purchase-history)(\/|$)/;

/** How long a snackbar shows on `pathname`, in ms. */
export const snackbarDuration = (pathname: string) => (PROFILE_SHELL.test(pathname) ? 8000 : 4000);

/** Shows `message` (when not null) and calls `onTimeout` after the route's duration. */
export function Snackbar({
  message,
  onTimeout,
}: {
  message: string | null;
  onTimeout: () => void;
}) {
  const { pathname } = useLocation();
  const duration = snackbarDuration(pathname);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onTimeout, duration);
    return () => clearTimeout(timer);
  }, [message, onTimeout, duration]);
  return (
    <div role="status" className="snackbar" data-open={message ? 'true' : 'false'}>
      {message}
    </div>
  );
}
