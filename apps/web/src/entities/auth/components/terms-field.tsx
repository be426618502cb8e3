/** The terms checkbox with a dialog showing the studio's terms (seed 000 §2 signup page, §5). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';

interface Props {
  terms: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  errorMessage?: string;
  /** Label and dialog title, when not the studio terms' own (membership terms). */
  label?: string;
  title?: string;
  name?: string;
}

/** "I accept the terms" and a "Read the terms" button; Accept in the dialog ticks the box. */
export function TermsField({
  terms,
  isSelected,
  onChange,
  errorMessage,
  label,
  title,
  name = 'terms',
}: Props) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div className="terms-row">
        <CheckboxField
          name={name}
          isSelected={isSelected}
          onChange={onChange}
          errorMessage={errorMessage}
        >
          {label ?? t('accept_terms')}
        </CheckboxField>
        <Button variant="ghost" onPress={() => setOpen(true)}>
          {t('read_terms')}
        </Button>
      </div>
      <Dialog title={title ?? t('terms_title')} isOpen={open} onOpenChange={setOpen}>
        <div className="terms-text">{terms.trim() || t('no_terms')}</div>
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {t('common:close')}
          </Button>
          <Button
            onPress={() => {
              onChange(true);
              setOpen(false);
            }}
          >
            {t('accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
