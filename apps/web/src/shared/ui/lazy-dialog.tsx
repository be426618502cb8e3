/**
 * `Dialog` for screens that rarely open one (terms, alerts): react-aria's modal, focus scope and
 * overlay (~24 KB gzip) load when the dialog first opens, not with the screen. Same props as
 * `Dialog`; nothing is rendered while closed.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { DialogProps } from './dialog.tsx';

const Dialog = lazy(async () => ({ default: (await import('./dialog.tsx')).Dialog }));

export function LazyDialog(props: DialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** The row of buttons at the bottom of a dialog (the same markup as `DialogActions`). */
export const LazyDialogActions = ({ children }: { children: ReactNode }) => (
  <div className="dialog-actions">{children}</div>
);
