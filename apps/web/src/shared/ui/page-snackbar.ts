/**
 * A snackbar that outlives the view that sent it (seed 000 §9), e.g. "You are booked" after the
 * class dialog has closed (§4: after a booking the dialog closes). One polite live region
 * (`role="status"`) is put into `<body>` by `preparePageSnackbar()` before any message, so screen
 * readers announce what is later written into it (WCAG 4.1.3). It sits outside React on purpose:
 * no component that could unmount owns it.
 */
import { snackbarDuration } from './snackbar.tsx';
import './snackbar.css';

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Puts the empty live region into the page once (call it when a view that may notify mounts). */
export function preparePageSnackbar(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'snackbar-region';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  // A modal dialog's aria-hidden leaves the region audible (react-aria's own exception).
  region.dataset.liveAnnouncer = 'true';
  document.body.append(region);
  return region;
}

/**
 * Shows `message` for the current route's duration (4000 ms, 8000 ms in the profile shell); a new
 * message replaces the one showing and starts the time again.
 */
export function showPageSnackbar(message: string): void {
  const live = preparePageSnackbar();
  const bubble = document.createElement('div');
  bubble.className = 'snackbar';
  bubble.textContent = message;
  live.replaceChildren(bubble);
  clearTimeout(timer);
  timer = setTimeout(() => live.replaceChildren(), snackbarDuration(window.location.pathname));
}
