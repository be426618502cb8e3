/**
 * The production logger's configuration (Fastify's pino, docs/operations.md "Logs and metrics"):
 * JSON lines on stdout with an ISO time, a request id on every line of a request (`reqId`), and
 * nothing secret. Secrets are kept out three ways: the serializers write only what we chose of a
 * request, reply and error (never headers, query strings or bodies); pino's `redact` censors
 * secret-named keys wherever code logs an object; and strings that look like a token or a card
 * number are masked in messages and errors. Decision: docs/decisions/2026-11-28-logs-and-metrics.md.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Where the lines go instead of stdout (tests write them to memory). */
interface LogStream {
  write: (line: string) => void;
}

export interface LoggerSettings {
  /** pino's level name: `info` in production (settings.ts `LOG_LEVEL`). */
  level: string;
  stream?: LogStream;
}

/** Keys whose values never reach a log line, at any of the first three levels of an object. */
const secretKeys = [
  'authorization',
  'cookie',
  '"set-cookie"',
  'password',
  'password_confirmation',
  'new_password',
  'old_password',
  'token',
  'access_token',
  'refresh_token',
  'receipt_token',
  'reset_password_token',
  'vimeo_access_token',
  'secret',
  'api_key',
  'card',
  'card_number',
  'cvc',
  'cvv',
  // Whole request bodies and query strings: they carry logins, reset tokens, card fields.
  'body',
  'query',
];
const redactPaths = secretKeys.flatMap((key) => {
  const path = key.startsWith('"') ? `[${key}]` : `.${key}`;
  return [path.slice(path.startsWith('.') ? 1 : 0), `*${path}`, `*.*${path}`];
});

// A JSON web token (our login tokens, signed media links), a bearer credential, and 13 to 19
// digits in a row, spaces or dashes between them allowed (a card number).
const tokenPattern = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\b(Bearer|Basic)\s+[\w.~+/=-]+/g;
const cardPattern = /\b\d(?:[ -]?\d){12,18}\b/g;

/** The Luhn check every card number passes (and 9 in 10 other numbers, such as times in ms, fail). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * `text` with tokens and card numbers (13 to 19 digits passing the Luhn check) replaced by `[redacted]`, and the parameters
 * of a failed query (Drizzle writes them after `params:`) left out.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(/\bparams: [\s\S]*/, 'params: [redacted]')
    .replace(tokenPattern, '[redacted]')
    .replace(cardPattern, (run) => (luhn(run.replace(/\D/g, '')) ? '[redacted]' : run));
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

/** An error as logged: its kind, code, status and masked message and stack; no other field. */
function serializeError(error: LoggedError) {
  return {
    type: error.name ?? 'Error',
    message: maskSecrets(String(error.message ?? '')),
    code: typeof error.code === 'string' ? error.code : undefined,
    statusCode: typeof error.statusCode === 'number' ? error.statusCode : undefined,
    stack: maskSecrets(error.stack ?? ''),
  };
}

/** A sane incoming id: letters, digits and `._:-`, up to 64 characters. */
const requestIdPattern = /^[\w.:-]{1,64}$/;

/**
 * The request id: the caller's `X-Request-Id` when it is a sane token (a proxy's or the web
 * app's, so one id follows a request through them), else a fresh UUID. Fastify calls it per
 * request (`genReqId`); request-log.ts echoes it in the answer's `X-Request-Id`.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}

/**
 * Fastify's `logger` option for these settings: JSON lines at `level`, the serializers, the
 * redaction and the masking above.
 */
export function loggerOptions(settings: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level: settings.level,
    ...(settings.stream && { stream: settings.stream }),
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        method: request.method,
        route: (request as { routeOptions?: { url?: string } }).routeOptions?.url,
      }),
      res: (reply) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
    hooks: {
      // The message (`log.error('…')`, or an error's own, `log.error(error)`) is a string no
      // serializer sees.
      logMethod(args, method) {
        const [first] = args as unknown[];
        const masked = args.map((arg: unknown) =>
          typeof arg === 'string' ? maskSecrets(arg) : arg,
        );
        if (first instanceof Error && typeof args[1] !== 'string')
          masked.splice(1, 0, maskSecrets(first.message));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}
