/**
 * The gift card form (seed 001 §2 "Gift card page", §5): your name, your e-mail, recipient name,
 * message, amount, how the card is delivered, terms, Buy. Delivery (issue 26 item 4): at a studio
 * that mails cards itself, to me or to the recipient (now or on a date, `DeliveryFields`); at a
 * studio that sends them by hand, a note saying so before paying. Errors show under the fields
 * after the first try; unaccepted terms open the "you must accept" dialog.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import {
  checkGiftCard,
  lastSendDate,
  MESSAGE_MAX,
  type GiftCardValues,
} from '../lib/gift-card-form.ts';
import { DeliveryFields } from './delivery-fields.tsx';

export interface GiftCardFormProps {
  initial: GiftCardValues;
  minimum: number;
  terms: string;
  /** The studio mails cards itself (`gift_card_delivery_mode = auto`); else it sends them. */
  auto: boolean;
  studioName: string;
  /** Today in Copenhagen, `YYYY-MM-DD`. */
  today: string;
  isPending: boolean;
  onSubmit: (values: GiftCardValues) => void;
}

/** The form; `onSubmit` only with valid values and accepted terms. */
export function GiftCardForm(props: GiftCardFormProps) {
  const { initial, minimum, terms, auto, today, isPending, onSubmit } = props;
  const { t, i18n } = useTranslation('gift-cards');
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const [showTerms, setShowTerms] = useState(false);
  const delivery = { auto, today };
  const errors = tried ? checkGiftCard(values, minimum, delivery) : {};
  const error = (field: keyof GiftCardValues) =>
    errors[field] &&
    t(errors[field], {
      amount: formatKroner(minimum),
      max: MESSAGE_MAX,
      last: formatDate(lastSendDate(today), i18n.language),
    });
  const change = <K extends keyof GiftCardValues>(name: K, value: GiftCardValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const field = (name: 'giver_name' | 'giver_email' | 'recipient_name' | 'message' | 'amount') => ({
    value: values[name],
    onChange: (value: string) => change(name, value),
    errorMessage: error(name),
    validationBehavior: 'aria' as const,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(checkGiftCard(values, minimum, delivery)).length) return;
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
      {auto ? (
        <DeliveryFields
          values={values}
          errors={{ recipient_email: error('recipient_email'), send_on: error('send_on') }}
          onChange={change}
          today={today}
        />
      ) : (
        <p className="gift-card-note">{t('manual_note', { studio: props.studioName })}</p>
      )}
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
