/**
 * The gift card form (seed 001 §2 "Gift card page", §5): your name, your e-mail, recipient name,
 * message, amount, terms, Buy. Errors show under the fields after the first try; unaccepted terms
 * open the "you must accept" dialog.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { checkGiftCard, MESSAGE_MAX, type GiftCardValues } from '../lib/gift-card-form.ts';

export interface GiftCardFormProps {
  initial: GiftCardValues;
  minimum: number;
  terms: string;
  isPending: boolean;
  onSubmit: (values: GiftCardValues) => void;
}

/** The form; `onSubmit` only with valid values and accepted terms. */
export function GiftCardForm({ initial, minimum, terms, isPending, onSubmit }: GiftCardFormProps) {
  const { t } = useTranslation('gift-cards');
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const [showTerms, setShowTerms] = useState(false);
  const errors = tried ? checkGiftCard(values, minimum) : {};
  const error = (field: keyof GiftCardValues) =>
    errors[field] && t(errors[field], { amount: formatKroner(minimum), max: MESSAGE_MAX });
  const field = (name: keyof GiftCardValues) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    errorMessage: error(name),
    validationBehavior: 'aria' as const,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(checkGiftCard(values, minimum)).length) return;
    if (!accepted) return setMustAccept(true);
    onSubmit(values);
  };

  return (
    <form className="gift-card-form" onSubmit={submit} noValidate>
      <TextField label={t('giver_name')} autoComplete="name" isRequired {...field('giver_name')} />
      <TextField
        label={t('giver_email')}
        type="email"
        autoComplete="email"
        isRequired
        {...field('giver_email')}
      />
      <TextField label={t('recipient_name')} isRequired {...field('recipient_name')} />
      <TextField
        label={t('message')}
        description={t('message_hint', { max: MESSAGE_MAX })}
        {...field('message')}
      />
      <TextField
        label={t('amount')}
        inputMode="decimal"
        isRequired
        description={t('amount_hint', { amount: formatKroner(minimum) })}
        {...field('amount')}
      />
      <div className="terms-check">
        <CheckboxField isSelected={accepted} onChange={setAccepted}>
          {t('accept_terms')}
        </CheckboxField>
        <Button variant="ghost" onPress={() => setShowTerms(true)}>
          {t('terms_title')}
        </Button>
      </div>
      <Button type="submit" isPending={isPending}>
        {t('buy')}
      </Button>
      <Dialog title={t('terms_title')} isOpen={showTerms} onOpenChange={setShowTerms}>
        <div className="terms-text">{terms}</div>
        <DialogActions>
          <Button onPress={() => setShowTerms(false)}>{t('ok')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog
        role="alertdialog"
        title={t('terms_title')}
        isOpen={mustAccept}
        onOpenChange={setMustAccept}
      >
        <p>{t('must_accept_terms')}</p>
        <DialogActions>
          <Button onPress={() => setMustAccept(false)}>{t('ok')}</Button>
        </DialogActions>
      </Dialog>
    </form>
  );
}
