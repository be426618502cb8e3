/** A short message at the bottom of the screen that goes away by itself (seed 001 §9: 4000 ms). */
import { useEffect } from 'react';
import './snackbar.css';

const SNACKBAR_MS = 4000;

/** Shows `message` (when not null) and calls `onTimeout` after 4000 ms. */
export function Snackbar({
  message,
  onTimeout,
}: {
  message: string | null;
  onTimeout: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onTimeout, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message, onTimeout]);
  return (
    <div role="status" className="snackbar" data-open={message ? 'true' : 'false'}>
      {message}
    </div>
  );
}
