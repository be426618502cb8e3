/**
 * Title and sub text of a checkout row, by item type (seed 001 §2 Checkout, CONTRACT §7); for a
 * membership also what is charged after this payment, with the dates (seed 001 §9); for an
 * appointment (or a pass or membership bought for one) the slot it books, from `appointment_details`
 * or `use_immediately_after_purchase` (Copenhagen date, `HH:mm:ss` start).
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@studio/contract/cart';
import { formatClassStart } from '../../../entities/class/lib/format-class-time.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import type { CheckoutRow } from '../lib/checkout-rows.ts';
import { nextPaymentsLine } from '../lib/next-payments.ts';

const field = (item: CartItem | null, key: string): unknown =>
  (item?.product as Record<string, unknown> | null | undefined)?.[key];
const named = (value: unknown): string =>
  value && typeof value === 'object' && 'name' in value ? String(value.name) : '';

/** "30. nov. 2026 kl. 10:00 · Mia Holm · Centrum" from an appointment's slot, or ''. */
function appointmentLine(slot: unknown, language: string): string {
  if (!slot || typeof slot !== 'object') return '';
  const { date, start_time, teacher, branch } = slot as Record<string, unknown>;
  if (typeof date !== 'string' || typeof start_time !== 'string') return '';
  const person = teacher && typeof teacher === 'object' ? (teacher as Record<string, unknown>) : {};
  const who = [person.first_name, person.last_name].filter(Boolean).join(' ');
  const when = formatClassStart(date, start_time.slice(0, 5), language);
  return [when, who, named(branch)].filter(Boolean).join(' · ');
}

/** The slot a purchase books once paid, when that is an appointment. */
const appointmentAfterPayment = (item: CartItem | null): unknown => {
  const use = item?.use_immediately_after_purchase as { item_type?: unknown } | null | undefined;
  return use?.item_type === 'appointment' ? use : null;
};

/** What a row says: `next` only on a membership row, the payments after this one. */
export interface RowText {
  title: string;
  sub: string;
  next?: string;
}

/** `{ title, sub, next }` in the page language. */
export function useRowText() {
  const { t, i18n } = useTranslation('checkout');
  const date = (day: string) => formatDate(day, i18n.language);
  const nextPayments = (item: CartItem | null) => {
    const line = item && nextPaymentsLine(item);
    if (!line) return '';
    return t(line.key, {
      count: line.count,
      amount: formatKroner(line.next.amount),
      date: date(line.next.date),
      then_amount: line.then ? formatKroner(line.then.amount) : '',
      then_date: line.then ? date(line.then.date) : '',
    });
  };
  /** "Your appointment is booked once you have paid: <slot>", or ''. */
  const booksAppointment = (item: CartItem | null) => {
    const slot = appointmentAfterPayment(item);
    if (!slot) return '';
    const line = appointmentLine(slot, i18n.language);
    return [t('books_appointment_after_payment'), line].filter(Boolean).join(': ');
  };
  return ({ item, itemType }: CheckoutRow): RowText => {
    const name = String(field(item, 'name') ?? '');
    switch (itemType) {
      case 'membership_type': {
        const option = named(item?.payment_option);
        const campaign = named(item?.membership_campaign);
        const prorated = item?.ratioOfRemainingDaysAndFullMonthDays !== undefined;
        const parts = [option, campaign, prorated ? t('prorated_first_payment') : ''];
        parts.push(booksAppointment(item));
        return { title: name, sub: parts.filter(Boolean).join(' · '), next: nextPayments(item) };
      }
      case 'appointment':
        return {
          title: name || t('appointment'),
          sub: appointmentLine(item?.appointment_details, i18n.language),
        };
      case 'membership_registration_fee':
        return { title: t('registration_fee'), sub: name };
      case 'class_pass_type': {
        const unlimited = field(item, 'pass_type') === 'unlimited';
        const classes = Number(field(item, 'number_of_classes') ?? 0);
        const sub = unlimited
          ? t('unlimited_classes')
          : classes
            ? t('classes', { count: classes })
            : '';
        const books = appointmentAfterPayment(item)
          ? booksAppointment(item)
          : item?.use_immediately_after_purchase
            ? t('books_class_after_payment')
            : '';
        return { title: name, sub: [sub, books].filter(Boolean).join(' · ') };
      }
      case 'class_series_type': {
        const until = field(item, 'valid_until');
        return {
          title: name,
          sub: typeof until === 'string' ? t('valid_until', { date: until }) : '',
        };
      }
      case 'event': {
        const count = item?.item_count ?? 1;
        return { title: name, sub: count > 1 ? t('event_seats', { count }) : '' };
      }
      case 'event_first_installment':
        return { title: name, sub: t('event_first_installment') };
      case 'discount_code':
        return {
          title: t('discount_code_row', { code: String(field(item, 'code') ?? name) }),
          sub: '',
        };
      case 'gift_card_spend':
        return { title: t('gift_card_row', { code: String(field(item, 'code') ?? '') }), sub: '' };
      default: {
        const count = item?.item_count ?? 1;
        return { title: name, sub: count > 1 ? t('count', { count }) : '' };
      }
    }
  };
}
