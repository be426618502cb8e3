/**
 * A small disclosure (button + panel) for the header's menus, without a UI library so the shell
 * stays light (WAI-ARIA disclosure pattern): `aria-expanded`/`aria-controls` on the button; focus
 * leaving the menu closes it; while open, disclosure-keys.ts (loaded on the first open) closes it
 * on a press outside or Escape and moves between its items with the arrow keys.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/** State and the props to spread on the wrapper, the toggle button and the panel. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./disclosure-keys.ts').then((keys) => {
      if (live) stop = keys.followOpenPanel(rootRef.current, buttonRef.current, panelId, close);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [open, close, panelId]);

  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
    panelProps: { id: panelId },
  };
}
