/**
 * What an open header menu listens to (WAI-ARIA disclosure pattern), loaded when a menu first
 * opens so the schedule's first load does not carry it: a press outside closes, Escape closes and
 * gives focus back to the menu's button, and the arrow keys move between the panel's links and
 * buttons.
 */

/** Listens while the panel `panelId` inside `root` is open; returns the function that stops. */
export function followOpenPanel(
  root: HTMLElement | null,
  button: HTMLButtonElement | null,
  panelId: string,
  close: () => void,
): () => void {
  const onPointerDown = (event: PointerEvent) => {
    if (!root?.contains(event.target as Node)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      button?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const panel = document.getElementById(panelId);
    if (!panel?.contains(event.target as Node)) return;
    const items = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button'));
    if (!items.length) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
  };
}
