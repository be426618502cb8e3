/**
 * The gift card form's values and checks (seed 001 §5 "Gift card"): your name, your e-mail
 * (valid), recipient name required; amount at least `gift_card_minimum_amount` kroner; message at
 * most 300 characters. When the studio mails cards itself (`gift_card_delivery_mode = auto`,
 * decision 2026-11-27-gift-card-delivery): sent to the giver or to the recipient, whose e-mail is
 * then required and valid, right after payment or on a Copenhagen date from today to a year
 * ahead. Messages are keys of the `gift-cards` namespace.
 */
import { addYears, format, parseISO } from 'date-fns';

export interface GiftCardValues {
  giver_name: string;
  giver_email: string;
  recipient_name: string;
  message: string;
  /** As typed (Danish `500,50` or `500.50`). */
  amount: string;
  /** Who gets the card by e-mail (auto studios only). */
  send_to: 'giver' | 'recipient';
  recipient_email: string;
  /** When the recipient gets it: at payment, or on `send_on`. */
  send_when: 'now' | 'date';
  /** `YYYY-MM-DD`, or '' before one is chosen. */
  send_on: string;
}

export const MESSAGE_MAX = 300;
export const DEFAULT_AMOUNT = 500;

export type GiftCardErrors = Partial<Record<keyof GiftCardValues, string>>;

/** The form's delivery context: whether the studio mails cards itself, and today in Copenhagen. */
export interface DeliveryContext {
  auto: boolean;
  today: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A blank form with `amount` as given. */
export const blankGiftCard = (amount: string): GiftCardValues => ({
  giver_name: '',
  giver_email: '',
  recipient_name: '',
  message: '',
  amount,
  send_to: 'giver',
  recipient_email: '',
  send_when: 'now',
  send_on: '',
});

/** Typed kroner → a number with at most two decimals, or `null`. */
export function parseAmount(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** The amount the page starts with: the `amount` query parameter when it is one, else 500. */
export function presetAmount(query: string | null): string {
  const amount = parseAmount(query ?? '');
  return String(amount !== null && amount > 0 ? amount : DEFAULT_AMOUNT);
}

/** The last date a card may be sent on: the same date a year after `today` (as the server). */
export const lastSendDate = (today: string) => format(addYears(parseISO(today), 1), 'yyyy-MM-dd');

/** Whether the form sends the card to the recipient's address (an auto studio, chosen so). */
export const toRecipient = (values: GiftCardValues, auto: boolean) =>
  auto && values.send_to === 'recipient';

/** Whether the form asks for a later send date. */
export const dated = (values: GiftCardValues, auto: boolean) =>
  toRecipient(values, auto) && values.send_when === 'date';

/** Field → message key; empty when the form may be sent. */
export function checkGiftCard(
  values: GiftCardValues,
  minimum: number,
  delivery: DeliveryContext,
): GiftCardErrors {
  const errors: GiftCardErrors = {};
  if (!values.giver_name.trim()) errors.giver_name = 'required';
  if (!values.giver_email.trim()) errors.giver_email = 'required';
  else if (!EMAIL.test(values.giver_email.trim())) errors.giver_email = 'email_invalid';
  if (!values.recipient_name.trim()) errors.recipient_name = 'required';
  if (values.message.length > MESSAGE_MAX) errors.message = 'message_too_long';
  const amount = parseAmount(values.amount);
  if (amount === null) errors.amount = 'amount_invalid';
  else if (amount < minimum) errors.amount = 'amount_below_minimum';
  if (toRecipient(values, delivery.auto)) {
    if (!values.recipient_email.trim()) errors.recipient_email = 'required';
    else if (!EMAIL.test(values.recipient_email.trim())) errors.recipient_email = 'email_invalid';
  }
  if (dated(values, delivery.auto)) {
    if (!values.send_on) errors.send_on = 'send_on_required';
    else if (values.send_on < delivery.today || values.send_on > lastSendDate(delivery.today))
      errors.send_on = 'send_on_out_of_range';
  }
  return errors;
}

/** The wire's delivery fields (CONTRACT §11 + design): only what the choice asks for. */
export function deliveryFields(values: GiftCardValues, auto: boolean) {
  if (!toRecipient(values, auto)) return {};
  return {
    recipient_email: values.recipient_email.trim(),
    ...(dated(values, auto) ? { send_on: values.send_on } : {}),
  };
}
