/**
 * The gift card form's values and checks (seed 001 §5 "Gift card"): your name, your e-mail
 * (valid), recipient name required; amount at least `gift_card_minimum_amount` kroner; message at
 * most 300 characters. Messages are keys of the `gift-cards` namespace.
 */
export interface GiftCardValues {
  giver_name: string;
  giver_email: string;
  recipient_name: string;
  message: string;
  /** As typed (Danish `500,50` or `500.50`). */
  amount: string;
}

export const MESSAGE_MAX = 300;
export const DEFAULT_AMOUNT = 500;

export type GiftCardErrors = Partial<Record<keyof GiftCardValues, string>>;

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

/** Field → message key; empty when the form may be sent. */
export function checkGiftCard(values: GiftCardValues, minimum: number): GiftCardErrors {
  const errors: GiftCardErrors = {};
  if (!values.giver_name.trim()) errors.giver_name = 'required';
  if (!values.giver_email.trim()) errors.giver_email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.giver_email.trim()))
    errors.giver_email = 'email_invalid';
  if (!values.recipient_name.trim()) errors.recipient_name = 'required';
  if (values.message.length > MESSAGE_MAX) errors.message = 'message_too_long';
  const amount = parseAmount(values.amount);
  if (amount === null) errors.amount = 'amount_invalid';
  else if (amount < minimum) errors.amount = 'amount_below_minimum';
  return errors;
}
