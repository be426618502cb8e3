/**
 * The delivery fields of a gift card purchase, checked before any order is made (CONTRACT §11
 * with our design, docs/decisions/2026-11-27-gift-card-delivery.md): `recipient_email`, when
 * given, is an e-mail address (`giftCardRecipientEmailInvalid`); `send_on`, when given, is a real
 * date from today (Copenhagen) to a year ahead (`giftCardSendDateInvalid`, `{last}` the last
 * allowed date, printed in the studio's language).
 */
import type { GiftCardPurchaseBody } from '@studio/contract/payments';
import { toLocale, type Locale } from '../../platform/i18n/locale.ts';
import { refuse, type Refusal } from '../../platform/lib/outcome.ts';
import { isAllowedSendDate, lastSendDate, looksLikeEmail } from './rules.ts';
import { printedDate } from '../../platform/i18n/dates.ts';
import { giftCardTexts } from './texts.ts';

/** @returns the refusal, or null when the delivery fields may be used. */
export function checkGiftCardDelivery(
  body: Pick<GiftCardPurchaseBody, 'recipient_email' | 'send_on'>,
  today: string,
  studioLocale: unknown,
): Refusal | null {
  const email = body.recipient_email?.trim() ?? '';
  if (email && !looksLikeEmail(email)) return refuse('giftCardRecipientEmailInvalid');
  if (body.send_on && !isAllowedSendDate(body.send_on, today))
    return refuse('giftCardSendDateInvalid', {
      last: printedDate(lastSendDate(today), toLocale(studioLocale)),
    });
  return null;
}

/** The extended title and message of a gift card refusal in `locale`, or undefined for others. */
export function giftCardRefusalText(
  code: string,
  locale: Locale,
): { title: string; message: string } | undefined {
  if (code === 'giftCardRecipientEmailInvalid')
    return {
      title: giftCardTexts.emailInvalidTitle[locale],
      message: giftCardTexts.emailInvalidMessage[locale],
    };
  if (code === 'giftCardSendDateInvalid')
    return {
      title: giftCardTexts.dateInvalidTitle[locale],
      message: giftCardTexts.dateInvalidMessage[locale],
    };
  return undefined;
}
