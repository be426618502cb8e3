/**
 * The built-in `test` provider (the demo default; design in commerce/payments/README.md): a hosted
 * checkout page on our own server, `GET /payments/test/checkout/{sessionId}`, where a person pays
 * with a test card, declines or cancels. No money moves and no outside service is called.
 *
 * The session id is random and stored on the order; the return urls travel in the page's query,
 * signed (HMAC-SHA256 with the server's secret) so nobody can turn our page into a redirect to a
 * place of their choosing.
 *
 * The save-card page (card change of a membership or an event signup),
 * `GET /payments/test/card/{sessionId}`, offers the good test card and a declining one; its query
 * signs the membership or event signup, the customer and the return urls, so saving needs no
 * stored session.
 *
 * Refunds: test-provider-refunds.ts (no money moves; at most what the payment took).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { refundTestPayment, rememberTestPayment } from './refunds.ts';
import type {
  CardOwner,
  CheckoutRequest,
  CheckoutSession,
  PaymentAdapter,
  PaymentFacts,
  SaveCardRequest,
  SaveCardSession,
  SavedCard,
} from '../providers/types.ts';

/** The card the page shows prefilled; paying with it always succeeds. */
export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  pay_type: 'visa',
  card_prefix: '424242',
  card_last_4_digits: '4242',
  card_expiration: '12/34',
  cvc: '123',
} as const;

/**
 * The card the save-card page offers next to the good one: saved like any card, but its handle
 * contains `decline`, so every later charge of it is declined (renewal tests, README.md).
 */
export const DECLINING_TEST_CARD = {
  number: '4000 0000 0000 0002',
  pay_type: 'visa',
  card_prefix: '400000',
  card_last_4_digits: '0002',
  card_expiration: '12/34',
  cvc: '123',
} as const;

/** Which card the save-card page saved. */
export type TestCardKind = 'good' | 'declining';

export interface TestProviderConfig {
  /** The server's secret; signs the return urls of a session. */
  signingKey: Uint8Array;
  /** Our own origin as the browser reaches it (`http://localhost:3000`). */
  origin: string;
  /** The studio id, put in the page url so the page knows its studio (CONTRACT §1.2). */
  clientId: number;
}

/** What the page's url carries besides the session id. */
export interface TestSessionUrls {
  successUrl: string;
  cancelUrl: string;
  /** Save the card for renewals (an order with a membership). */
  saveCard: boolean;
}

const message = (sessionId: string, urls: TestSessionUrls) =>
  ['test-checkout', sessionId, urls.successUrl, urls.cancelUrl, urls.saveCard ? '1' : '0'].join(
    '\n',
  );

/** The signature of a session's return urls (hex). */
export function signTestSession(key: Uint8Array, sessionId: string, urls: TestSessionUrls): string {
  return createHmac('sha256', key).update(message(sessionId, urls)).digest('hex');
}

/** True when `signature` was made by `signTestSession` with the same key and values. */
export function verifyTestSession(
  key: Uint8Array,
  sessionId: string,
  urls: TestSessionUrls,
  signature: string,
): boolean {
  const expected = Buffer.from(signTestSession(key, sessionId, urls), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page's query string for a session (also the form actions' query). */
export function testSessionQuery(
  config: TestProviderConfig,
  sessionId: string,
  urls: TestSessionUrls,
) {
  return new URLSearchParams({
    client: String(config.clientId),
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
    save_card: urls.saveCard ? '1' : '0',
    sig: signTestSession(config.signingKey, sessionId, urls),
  }).toString();
}

/** What a successful test payment reports to fulfilment. */
export function testPaymentFacts(
  sessionId: string,
  saveCard: boolean,
  userId?: number,
): PaymentFacts {
  const card = {
    pay_type: TEST_CARD.pay_type,
    card_last_4_digits: TEST_CARD.card_last_4_digits,
    card_expiration: TEST_CARD.card_expiration,
  };
  return {
    transaction_id: `test_${sessionId}`,
    card_prefix: TEST_CARD.card_prefix,
    ...card,
    ...(saveCard && {
      savedCard: {
        provider: 'test' as const,
        handle: `test_card_${sessionId}`,
        ...(userId && { customerHandle: `user-${userId}` }),
        ...card,
      },
    }),
  };
}

/** What the save-card page's url carries besides the session id (all signed). */
export interface TestCardSession {
  /** The membership or event signup the card will pay. */
  owner: CardOwner;
  /** Our customer handle, `user-<id>`. */
  customerHandle: string;
  successUrl: string;
  cancelUrl: string;
}

const cardMessage = (sessionId: string, session: TestCardSession) =>
  [
    'test-card',
    sessionId,
    session.owner.kind,
    String(session.owner.id),
    session.customerHandle,
    session.successUrl,
    session.cancelUrl,
  ].join('\n');

/**
 * The save-card page's query string: studio, owner (`membership=<id>` or `eventSignup=<id>`),
 * customer, return urls, signature.
 */
export function testCardQuery(
  config: Pick<TestProviderConfig, 'signingKey' | 'clientId'>,
  sessionId: string,
  session: TestCardSession,
) {
  return new URLSearchParams({
    client: String(config.clientId),
    [session.owner.kind === 'membership' ? 'membership' : 'eventSignup']: String(session.owner.id),
    customer: session.customerHandle,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    sig: createHmac('sha256', config.signingKey)
      .update(cardMessage(sessionId, session))
      .digest('hex'),
  }).toString();
}

/** True when `signature` signs exactly this save-card session with `key`. */
export function verifyTestCardSession(
  key: Uint8Array,
  sessionId: string,
  session: TestCardSession,
  signature: string,
): boolean {
  const expected = Buffer.from(
    createHmac('sha256', key).update(cardMessage(sessionId, session)).digest('hex'),
    'utf8',
  );
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The card a save-card session saves: handle `test_card_<sessionId>`, or
 * `test_card_decline_<sessionId>` for the declining card (its charges are declined).
 */
export function testSavedCard(
  sessionId: string,
  kind: TestCardKind,
  customerHandle: string,
): SavedCard {
  const card = kind === 'good' ? TEST_CARD : DECLINING_TEST_CARD;
  return {
    provider: 'test',
    handle: kind === 'good' ? `test_card_${sessionId}` : `test_card_decline_${sessionId}`,
    customerHandle,
    pay_type: card.pay_type,
    card_prefix: card.card_prefix,
    card_last_4_digits: card.card_last_4_digits,
    card_expiration: card.card_expiration,
  };
}

export function createTestAdapter(config: TestProviderConfig): PaymentAdapter {
  return {
    provider: 'test',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const id = `tcs_${randomBytes(18).toString('base64url')}`;
      const query = testSessionQuery(config, id, {
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        saveCard: request.saveCard,
      });
      const url = `${config.origin}/payments/test/checkout/${id}?${query}`;
      rememberTestPayment(config.clientId, id, request.amountOre);
      return { kind: 'hosted', id, url, reference: id };
    },

    // The page itself reports the payment (Pay fulfils the order at once): nothing to read later.
    async readPayment() {
      return { paid: false, failed: false, facts: {} };
    },

    // The test provider sends no webhooks.
    verifyWebhook() {
      return null;
    },

    /** The save-card page `GET /payments/test/card/{sessionId}` with its signed query. */
    async createSaveCardSession(request: SaveCardRequest): Promise<SaveCardSession> {
      if (!request.owner) throw new Error('the test card page saves the card of an owner');
      const id = `tcs_${randomBytes(18).toString('base64url')}`;
      const query = testCardQuery(config, id, {
        owner: request.owner,
        customerHandle: request.customer.handle,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return {
        id,
        url: `${config.origin}/payments/test/card/${id}?${query}`,
        customerHandle: request.customer.handle,
      };
    },

    /** Succeeds, except for a card whose handle contains `decline` (for renewal tests). */
    async chargeSavedCard({ card, amountOre, idempotencyKey }) {
      const declined = card.handle.includes('decline');
      rememberTestPayment(config.clientId, idempotencyKey, declined ? 0 : amountOre);
      return {
        paid: !declined,
        failed: declined,
        facts: declined ? {} : { transaction_id: `test_${idempotencyKey}` },
      };
    },

    /** test-provider-refunds.ts: at most what the payment took, once per idempotency key. */
    async refund(request) {
      return refundTestPayment(config.clientId, request);
    },
  };
}
