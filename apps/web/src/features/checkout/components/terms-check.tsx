/** A terms checkbox with a link-like button that opens the terms in a dialog (seed 001 §2). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';

export interface TermsCheckProps {
  /** The checkbox label, e.g. "I accept the terms and conditions". */
  label: string;
  /** The button that opens the dialog, and the dialog's title. */
  linkText: string;
  /** The studio's terms text (setting `terms` or `recurring_terms`), shown as given. */
  terms: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  errorMessage?: string;
}

/** One checkbox and its dialog. */
export function TermsCheck({ label, linkText, terms, ...checkbox }: TermsCheckProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="terms-check">
      <CheckboxField {...checkbox}>{label}</CheckboxField>
      <Button variant="ghost" className="terms-link" onPress={() => setOpen(true)}>
        {linkText}
      </Button>
      <Dialog title={linkText} isOpen={open} onOpenChange={setOpen}>
        <div className="terms-text">{terms}</div>
        <DialogActions>
          <Button onPress={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
