/**
 * Limits on guessing (issue 10 defect 11): login, signup and password reset are counted per
 * account (studio + e-mail, any case) and per IP address in fixed windows (@fastify/rate-limit's
 * in-memory store). Past a limit the route answers `429` with a localised JSON string (the
 * contract's 400-style developer-message form, CONTRACT §1.5) and a `Retry-After` header.
 * Routes opt in with `preHandler: app.limitAttempts('login')`; the studio and locale are known by
 * then (plugins/request-context.ts runs in preValidation).
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fill } from '../i18n/locale.ts';
import { tooManyAttempts } from '../i18n/limit-texts.ts';

interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  /** Window length in ms. */
  windowMs: number;
}

const minutes = (count: number) => count * 60_000;

/**
 * Per account: a customer who mistypes a few times is never stopped; 30 guesses at one account
 * always are. Per IP: room for a studio's front desk or a shared Wi-Fi, not for a sweep of
 * e-mails.
 */
export const attemptLimits = {
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
} satisfies Record<string, { perAccount: Limit; perIp: Limit }>;

export type AttemptKind = keyof typeof attemptLimits;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts this attempt and answers 429 past a limit. */
    limitAttempts: (
      kind: AttemptKind,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

/** The e-mail a body names, lower-cased, or undefined (then only the IP is counted). */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const email = (body as Record<string, unknown>).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

export default fp(async (app) => {
  await app.register(rateLimit, { global: false });

  const limiter = (kind: AttemptKind, scope: 'perAccount' | 'perIp') => {
    const { max, windowMs } = attemptLimits[kind][scope];
    const keyOf = (request: FastifyRequest) =>
      scope === 'perIp'
        ? `${kind}:ip:${request.ip}`
        : `${kind}:account:${request.client.row.id}:${accountOf(request)}`;
    return app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
  };
  const limiters = Object.fromEntries(
    (Object.keys(attemptLimits) as AttemptKind[]).map((kind) => [
      kind,
      { perAccount: limiter(kind, 'perAccount'), perIp: limiter(kind, 'perIp') },
    ]),
  ) as Record<AttemptKind, Record<'perAccount' | 'perIp', ReturnType<typeof limiter>>>;

  app.decorate('limitAttempts', (kind: AttemptKind) => async (request, reply) => {
    const checks = [limiters[kind].perIp(request)];
    if (accountOf(request)) checks.push(limiters[kind].perAccount(request));
    const results = await Promise.all(checks);
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (!exceeded.length) return undefined;
    const seconds = Math.max(
      ...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)),
    );
    const text = fill(tooManyAttempts[request.locale], { minutes: Math.ceil(seconds / 60) });
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .type('application/json')
      .send(JSON.stringify(text));
  });
});
