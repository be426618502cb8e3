/**
 * Limits on guessing and flooding, in fixed windows (docs/decisions/2026-11-27-commerce-limits.md),
 * counted in the database (attempt-store.ts), so every API process on one PostgreSQL counts
 * together (decision 2026-11-28-shared-limits-and-storage):
 * - every attempt counts (`app.limitAttempts(kind)`, a preHandler): login, signup and password
 *   reset per account (studio + e-mail, any case) and per address (issue 10 defect 11); orders
 *   made from the cart per customer, anonymous gift card orders per address (issue 22 item 17);
 * - only refused attempts count (`app.limitMisses(kind, …)`, a preHandler and an onSend hook):
 *   codes typed into the cart that name nothing, per customer and per address (issue 22 item 17).
 * Past a limit the route answers `429` with a localised JSON string (the contract's 400-style
 * developer-message form, CONTRACT §1.5) and a `Retry-After` header, before the route does
 * anything. The studio and locale are known by then (plugins/request-context.ts runs in
 * preValidation), and so is the customer of a route behind `app.requireCustomer`.
 */
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fill } from '../i18n/locale.ts';
import { tooManyAttempts } from '../i18n/limit-texts.ts';
import { uncountAttempt } from './attempt-count-queries.ts';
import { attemptCountStore } from './attempt-store.ts';

interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  /** Window length in ms. */
  windowMs: number;
}

/**
 * Who an attempt is counted for: the e-mail a body names (with the studio), the logged-in
 * customer, or the client's address (`request.ip`, as `TRUST_PROXY` says; IPv6 by /64 network).
 */
type Scope = 'perAccount' | 'perCustomer' | 'perIp';
type Limits = Partial<Record<Scope, Limit>>;

const minutes = (count: number) => count * 60_000;

/** Limits where every attempt counts, whatever the answer. */
export const attemptLimits = {
  /**
   * Per account: a customer who mistypes a few times is never stopped; 30 guesses at one account
   * always are. Per IP: room for a studio's front desk or a shared Wi-Fi, not for a sweep of
   * e-mails.
   */
  login: {
    perAccount: { max: 10, windowMs: minutes(15) },
    perIp: { max: 100, windowMs: minutes(15) },
  },
  signup: {
    // A customer fumbling the form (field problems, a weak password) tries a few times.
    perAccount: { max: 20, windowMs: minutes(60) },
    // A front desk or an open day on the studio's Wi-Fi signs many people up from one address.
    perIp: { max: 100, windowMs: minutes(60) },
  },
  passwordReset: {
    perAccount: { max: 5, windowMs: minutes(60) },
    perIp: { max: 30, windowMs: minutes(60) },
  },
  /**
   * Orders made from the cart (`POST /payments/{test,stripe,reepay}/create-order-and-matching-
   * session-type`, one count for the three): a customer going back and forth between the cart and
   * the payment page a few times is never stopped; a script making hundreds of unpaid orders that
   * hold seats and slow everyone's schedule is.
   */
  checkout: {
    perCustomer: { max: 10, windowMs: minutes(10) },
  },
  /**
   * Anonymous gift card orders (`POST /payments/{test,stripe,reepay}/create-order-and-charge-
   * session-for-gift-card`, one count for the three): each makes a gift card and an unpaid order;
   * a giver buying for a whole family stays well under.
   */
  giftCardOrder: {
    perIp: { max: 10, windowMs: minutes(60) },
  },
} satisfies Record<string, Limits>;

/**
 * Limits where only refused attempts count (`app.limitMisses`); once one is reached every attempt
 * is refused until its window ends, a right one too, so guessing stops.
 */
export const missLimits = {
  /**
   * Discount and gift card codes typed into the cart (`POST /cart-items`) that name nothing
   * (`E_DISCOUNT_CODE_NOT_FOUND`). Per customer: ten typos are plenty. Per address: several
   * customers may share one (a workplace, the studio's own Wi-Fi), and an attacker with many
   * accounts is still held to a few guesses a minute.
   */
  code: {
    perCustomer: { max: 10, windowMs: minutes(15) },
    perIp: { max: 30, windowMs: minutes(15) },
  },
} satisfies Record<string, Limits>;

export type AttemptKind = keyof typeof attemptLimits;
export type MissKind = keyof typeof missLimits;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** What a route tells `limitMisses`: which requests are attempts, and which answers are misses. */
export interface MissRule {
  /** Whether this request is an attempt (others pass unlimited and uncounted). */
  isAttempt: (request: FastifyRequest) => boolean;
  /** Whether the answer about to be sent refuses the attempt as a miss. */
  isMiss: (reply: FastifyReply, payload: unknown) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts this attempt and answers 429 past a limit. */
    limitAttempts: (kind: AttemptKind) => Hook;
    /**
     * Route hooks that answer 429 once the misses (plus the attempts still running, so a burst
     * in parallel is held to the limit too, across processes) reach a limit: each attempt is
     * counted when it starts and taken back when it is refused or its answer is no miss.
     */
    limitMisses: (
      kind: MissKind,
      rule: MissRule,
    ) => {
      preHandler: Hook;
      onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
    };
  }
}

/** The e-mail a body names, lower-cased, or undefined (then only the IP is counted). */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const email = (body as Record<string, unknown>).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** The key of `scope` for this request, or undefined when the request names no one for it. */
const keyOf: Record<Scope, (request: FastifyRequest) => string | undefined> = {
  perAccount: (request) => {
    const email = accountOf(request);
    return email ? `account:${request.client.row.id}:${email}` : undefined;
  },
  perCustomer: (request) =>
    request.user ? `customer:${request.client.row.id}:${request.user.id}` : undefined,
  perIp: (request) => `ip:${normalizeIP(request.ip)}`,
};

/**
 * `perIpScale` multiplies each per-address `max` (settings.ts `PER_IP_LIMIT_SCALE`). Counts in
 * `app.db` (platform/http/database.ts, registered before this plugin), as do the routes' own
 * `config.rateLimit` limits (image uploads).
 */
export default fp<{ perIpScale?: number }>(async (app, { perIpScale = 1 }) => {
  await app.register(rateLimit, { global: false, store: attemptCountStore(app.db) });

  /** One counter per kind and scope, shared by every route of the kind. */
  const countersOf = (kind: string, limits: Limits) =>
    (Object.entries(limits) as [Scope, Limit][]).map(([scope, limit]) => {
      const max = scope === 'perIp' ? limit.max * perIpScale : limit.max;
      const count = app.createRateLimit({
        max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${kind}:${keyOf[scope](request)}`,
      });
      return { scope, count };
    });
  type Counter = ReturnType<typeof countersOf>[number];
  /** The counters that name someone in this request. */
  const countersFor = (counters: Counter[], request: FastifyRequest) =>
    counters.filter((counter) => keyOf[counter.scope](request) !== undefined);

  const tooMany = (request: FastifyRequest, reply: FastifyReply, seconds: number) => {
    const text = fill(tooManyAttempts[request.locale], { minutes: Math.ceil(seconds / 60) });
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .type('application/json')
      .send(JSON.stringify(text));
  };

  const attemptCounters = Object.fromEntries(
    Object.entries(attemptLimits).map(([kind, limits]) => [kind, countersOf(kind, limits)]),
  ) as Record<AttemptKind, Counter[]>;

  app.decorate('limitAttempts', (kind: AttemptKind) => {
    const counters = attemptCounters[kind];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const results = await Promise.all(
        countersFor(counters, request).map((counter) => counter.count(request)),
      );
      const waits = results.map((result) =>
        !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0,
      );
      const seconds = Math.max(0, ...waits);
      return seconds > 0 ? tooMany(request, reply, seconds) : undefined;
    };
  });

  const missCounters = Object.fromEntries(
    Object.entries(missLimits).map(([kind, limits]) => [kind, countersOf(kind, limits)]),
  ) as Record<MissKind, Counter[]>;
  /** The counter keys each running attempt is counted under, until its answer is known. */
  const held = new WeakMap<FastifyRequest, string[]>();
  const uncount = (keys: string[]) =>
    Promise.all(keys.map((key) => uncountAttempt(app.db, key, Date.now())));

  app.decorate('limitMisses', (kind: MissKind, rule: MissRule) => {
    const counters = missCounters[kind];

    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!rule.isAttempt(request)) return undefined;
      // Counted first, in the shared table: misses plus attempts still running, in any process.
      const results = await Promise.all(
        countersFor(counters, request).map((counter) => counter.count(request)),
      );
      const keys = results.map((result) => result.key);
      const waits = results.map((result) =>
        !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0,
      );
      const seconds = Math.max(0, ...waits);
      if (seconds > 0) {
        await uncount(keys);
        return tooMany(request, reply, seconds);
      }
      held.set(request, keys);
      return undefined;
    };

    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const keys = held.get(request);
      if (!keys) return payload;
      held.delete(request);
      if (!rule.isMiss(reply, payload)) await uncount(keys);
      return payload;
    };

    return { preHandler, onSend };
  });
});
