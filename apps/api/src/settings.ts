/**
 * The server's settings from the environment (docs/operations.md): the run mode, the public origin
 * mail links start with, which reverse proxies to believe, the demo outbox page, and where files
 * are stored (`DATA_DIR` or `STORAGE_S3_*`, platform/storage/storage-settings.ts). `server.ts`
 * reads them once at start and refuses to start on a wrong value; code that runs later (mail
 * links, payments) reads the same variables through the functions below.
 */
import { isIP } from 'node:net';
import { storageSettings } from './platform/storage/storage-settings.ts';

/** `demo` (the default: `npm start`'s demo studios) or `production` (`STUDIO_MODE=production`). */
export type RunMode = 'demo' | 'production';

/**
 * Which proxies' `X-Forwarded-For` entries to believe: none (`false`), the nearest `n` hops, or
 * the proxies' own addresses (IPs, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

export interface ServerSettings {
  mode: RunMode;
  port: number;
  /** Where mail links lead when the studio has no public domain of its own (no trailing slash). */
  publicOrigin: string;
  trustProxy: TrustProxy;
  /** GET /outbox shows unsent mail to this machine (never in production). */
  outboxPage: boolean;
  /**
   * `PER_IP_LIMIT_SCALE` (whole number 1-1000, default 1): multiplies every per-address attempt
   * limit (platform/http/attempt-limits.ts), for a studio whose customers share one address (front
   * desk tablets, one NAT) and for the browser journeys, hundreds of customers on loopback.
   */
  perIpLimitScale: number;
  /** The JSON request log's level, or false when it is off (`LOG`, `LOG_LEVEL`). */
  log: { level: string } | false;
}

type Env = Record<string, string | undefined>;

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The run mode; an unknown `STUDIO_MODE` counts as production, the safe side. */
export function runMode(env: Env = process.env): RunMode {
  const mode = env.STUDIO_MODE?.trim();
  return !mode || mode === 'demo' ? 'demo' : 'production';
}

/**
 * False in production: a studio whose `payment_service_provider` is `test` (the demo's own payment
 * page, no money moves) cannot take payments there.
 */
export const testProviderAllowed = (env: Env = process.env): boolean =>
  runMode(env) !== 'production';

/** `PUBLIC_ORIGIN` as an origin (`https://booking.example.dk`), or undefined when unset. */
export function configuredPublicOrigin(env: Env = process.env): string | undefined {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (!configured) return undefined;
  try {
    return new URL(configured).origin;
  } catch {
    return undefined; // readSettings refused it at start
  }
}

/** Our public origin: `PUBLIC_ORIGIN`, else `http://localhost:<PORT>` (the local demo). */
export const publicOrigin = (env: Env = process.env): string =>
  configuredPublicOrigin(env) ?? `http://localhost:${env.PORT || 3000}`;

/** pino's levels, quietest last; `LOG_LEVEL` names one. */
const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * The request log's settings (platform/observability/logger.ts), or false when it is off: on in
 * production (`LOG=0` turns it off), in the demo only with `LOG=1`; at `LOG_LEVEL` (default
 * `info`).
 */
function logSettings(env: Env = process.env): { level: string } | false {
  const on = runMode(env) === 'production' ? env.LOG?.trim() !== '0' : env.LOG?.trim() === '1';
  return on && { level: env.LOG_LEVEL?.trim() || 'info' };
}

/**
 * `METRICS_TOKEN`: the operator's bearer secret for `GET /metrics` (http/metrics-routes.ts), or
 * undefined when unset, and then /metrics answers 404. Read on every scrape.
 */
export const metricsToken = (env: Env = process.env): string | undefined =>
  env.METRICS_TOKEN?.trim() || undefined;

/** `a/b` with an IP address `a` and a prefix length `b` that fits it. */
function isCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: unset or `0` none, `n` hops, or a comma-separated list of proxy addresses. */
function parseTrustProxy(value: string | undefined): { trust: TrustProxy } | { problem: string } {
  const text = value?.trim() ?? '';
  if (!text || text === '0' || text === 'false') return { trust: false };
  if (/^\d+$/.test(text)) return { trust: Number(text) };
  if (text === 'true')
    return {
      problem:
        'TRUST_PROXY=true would believe the first X-Forwarded-For entry, which the client writes: give the number of proxies (1) or their addresses',
    };
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((e) => !proxyNames.has(e) && !isIP(e) && !isCidr(e));
  if (wrong.length)
    return {
      problem: `TRUST_PROXY: ${wrong.join(', ')} is not an IP address, a range like 10.0.0.0/8, or loopback`,
    };
  return { trust: entries };
}

/**
 * Reads and checks every setting.
 * @returns the settings, or the problems (one line each) that must stop the start.
 */
export function readSettings(
  env: Env = process.env,
): { ok: true; settings: ServerSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const mode = runMode(env);
  if (env.STUDIO_MODE?.trim() && !['demo', 'production'].includes(env.STUDIO_MODE.trim()))
    problems.push(`STUDIO_MODE must be demo or production, not ${env.STUDIO_MODE}`);
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    problems.push(`PORT must be a port number, not ${env.PORT}`);

  const origin = env.PUBLIC_ORIGIN?.trim();
  if (origin) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    const bare = url && url.pathname === '/' && !url.search && !url.hash;
    if (
      !url ||
      !bare ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.username ||
      url.password
    )
      problems.push(
        `PUBLIC_ORIGIN must be an origin like https://booking.example.dk, not ${origin}`,
      );
  } else if (mode === 'production') {
    problems.push(
      'PUBLIC_ORIGIN is required in production: mail links (receipts, renewals) start with it',
    );
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(trustProxy.problem);

  const scale = env.PER_IP_LIMIT_SCALE?.trim() || '1';
  const perIpLimitScale = Number(scale);
  if (!/^\d+$/.test(scale) || perIpLimitScale < 1 || perIpLimitScale > 1000)
    problems.push(`PER_IP_LIMIT_SCALE must be a whole number from 1 to 1000, not ${scale}`);

  const level = env.LOG_LEVEL?.trim();
  if (level && !logLevels.includes(level))
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not ${level}`);
  if (env.LOG?.trim() && !['0', '1'].includes(env.LOG.trim()))
    problems.push(`LOG must be 1 (on) or 0 (off), not ${env.LOG}`);
  // A short secret could be guessed; `openssl rand -hex 32` makes a good one.
  const metrics = metricsToken(env);
  if (metrics !== undefined && !/^[\x21-\x7e]{32,}$/.test(metrics))
    problems.push('METRICS_TOKEN must be at least 32 characters, without spaces');

  // Read by the file store on each use (platform/storage/file-store.ts); checked here once.
  const storage = storageSettings(env);
  if ('problems' in storage) problems.push(...storage.problems);

  if (problems.length || 'problem' in trustProxy) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      mode,
      port,
      publicOrigin: publicOrigin(env),
      trustProxy: trustProxy.trust,
      // Reset and confirmation links are readable there: the local demo only.
      outboxPage: mode === 'demo' && env.OUTBOX_PAGE === '1',
      perIpLimitScale,
      log: logSettings(env),
    },
  };
}
