/**
 * A short message at the bottom of the screen that goes away by itself (seed 000 §9): 8000 ms in
 * the profile shell (My profile and the pages under it), 4000 ms elsewhere. The polite live region
 * is always in the DOM and the message is put into it, so screen readers announce it (WCAG 4.1.3).
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
    // `data-live-announcer`: a modal dialog's aria-hidden leaves the region audible (react-aria).
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="snackbar-region"
      data-live-announcer="true"
    >
      {message && <div className="snackbar">{message}</div>}
    </div>
  );
}
