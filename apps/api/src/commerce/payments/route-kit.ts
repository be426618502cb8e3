/**
 * What the payment routes share: the adapter of the studio's provider (400 when the route's
 * provider is not the studio's), the check of return urls, and the gift card refusals in the
 * contract's form (CONTRACT §11, §15.1 `giftCardAmountTooSmall`; our delivery refusals).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentProvider } from '@studio/contract/payments';
import { extendedKeyFor } from '@studio/contract/errors';
import { fill, type Locale } from '../../platform/i18n/locale.ts';
import type { Refusal } from '../../platform/lib/outcome.ts';
import { adapterFor, providerOf } from './providers/adapters.ts';
import type { PaymentAdapter } from './providers/types.ts';
import { paymentTexts } from './texts.ts';
import { giftCardRefusalText } from '../gift-cards/public.ts';

/** Our own origin as the browser reached it (`http://localhost:3000`). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The adapter for `provider` when it is the studio's `payment_service_provider`; otherwise sends
 * 400 and returns undefined.
 */
export function adapterForRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: PaymentProvider,
): PaymentAdapter | undefined {
  if (providerOf(request.client.settings) !== provider) {
    reply.badRequest(`Payments with ${provider} are not enabled for this studio`);
    return undefined;
  }
  return adapterFor(provider, {
    signingKey: app.tokenKeys.secret,
    origin: originOf(request),
    clientId: request.client.row.id,
  });
}

/** An absolute http(s) url without credentials (where a payment page may send the browser). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.split('{orderId}').join('1'));
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** The localised title and message of a gift card refusal (CONTRACT §11, gift-cards design). */
function giftCardTexts(code: string, locale: Locale) {
  if (code !== 'giftCardAmountTooSmall') return giftCardRefusalText(code, locale);
  const title = paymentTexts.giftCardTooSmallTitle[locale];
  return { title, message: paymentTexts.giftCardTooSmallMessage[locale] };
}

/**
 * A gift card refusal (`giftCardAmountTooSmall`, and our `giftCardRecipientEmailInvalid`,
 * `giftCardSendDateInvalid`) as the extended object when the client asks for it (localised,
 * params filled), else the bare key (CONTRACT §11); other codes as refusals.
 */
export function giftCardRefusal(reply: FastifyReply, refusal: Refusal) {
  const texts = giftCardTexts(refusal.code, reply.request.locale);
  if (!texts || extendedKeyFor(refusal.code)) return reply.refusal(refusal.code, refusal.params);
  if (!reply.request.headers['x-yogo-client-accepts-extended-error-format'])
    return reply.type('application/json').send(JSON.stringify(refusal.code));
  return reply.extendedRefusal({
    type: refusal.code,
    localized_title: texts.title,
    localized_message: fill(texts.message, refusal.params),
  });
}
