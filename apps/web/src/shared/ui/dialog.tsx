/**
 * A modal dialog over react-aria-components: focus trap, Escape and outside press to close, a
 * heading that names it for screen readers, react-aria's own labels in the page's language.
 * `isOpen`/`onOpenChange` control it.
 */
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AriaLocale } from '../i18n/aria-locale.tsx';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** `alertdialog` for questions that need an answer (cancel a booking?). */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
}

export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  role = 'dialog',
  isDismissable = true,
}: DialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        className="dialog-overlay"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
      >
        <Modal className="dialog-modal">
          <AriaDialog className="dialog" role={role}>
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
            {children}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}

/** The row of buttons at the bottom of a dialog. */
export const DialogActions = ({ children }: { children: ReactNode }) => (
  <div className="dialog-actions">{children}</div>
);
