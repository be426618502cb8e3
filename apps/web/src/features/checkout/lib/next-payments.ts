/**
 * Which sentence tells a membership row's payments after this one (seed 001 §9; CONTRACT §7 cart
 * item `next_payment`, `then_payment` *(design)*, docs/decisions/2026-11-27-next-payment-in-cart.md).
 * The server decides the dates and amounts; this only picks the wording: one amount from the next
 * payment on, one payment then another amount, or several payments then another amount. Kroner,
 * Copenhagen `YYYY-MM-DD` dates as sent.
 */
import { addMonths, format, parseISO } from 'date-fns';
import type { CartItem, CartItemPayment } from '@studio/contract/cart';

export interface NextPaymentsLine {
  /** Catalog key (checkout namespace), plural by `count`. */
  key: 'next_payment_every' | 'next_payment_then' | 'next_payments_then';
  /** Months between payments (the payment option's). */
  count: number;
  next: CartItemPayment;
  then: CartItemPayment | null;
}

/** The line for a membership cart item, or null when the server sent no next payment. */
export function nextPaymentsLine(item: CartItem): NextPaymentsLine | null {
  const next = item.next_payment;
  if (!next) return null;
  const option = typeof item.payment_option === 'object' ? item.payment_option : null;
  const count = Math.max(1, option?.number_of_months_payment_covers ?? 1);
  const then = item.then_payment ?? null;
  if (!then) return { key: 'next_payment_every', count, next, then };
  // Only the next payment is at its amount when the other amount starts one period later.
  const afterNext = format(addMonths(parseISO(next.date), count), 'yyyy-MM-dd');
  const key = afterNext === then.date ? 'next_payment_then' : 'next_payments_then';
  return { key, count, next, then };
}
