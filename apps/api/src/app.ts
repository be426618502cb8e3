/**
 * Builds the provider API as a Fastify instance, without listening: tests inject requests into it,
 * `server.ts` listens. Plugins (database, errors, request context, web) are registered here, then
 * every domain's routes (routes.ts; the domains are drawn in docs/api-layout.md).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import qs from 'qs';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './platform/db/connect.ts';
import { answerSerializerCompiler } from './platform/http/answer-serializer.ts';
import attemptLimits from './platform/http/attempt-limits.ts';
import compression from './http/compression.ts';
import database from './platform/http/database.ts';
import errors from './platform/http/errors.ts';
import health from './http/health-routes.ts';
import metricsRoutes from './http/metrics-routes.ts';
import openapi from './http/openapi.ts';
import referenceMode from './http/reference-mode.ts';
import requestContext from './http/request-context.ts';
import securityHeaders from './http/security-headers.ts';
import textInput from './platform/http/text-input.ts';
import { loggerOptions, requestId, type LoggerSettings } from './platform/observability/logger.ts';
import metrics from './platform/observability/metrics.ts';
import requestIds, { RequestLog } from './platform/observability/request-log.ts';
import { productJobs } from './jobs/jobs.ts';
import web from './http/web-routes.ts';
import type { TrustProxy } from './settings.ts';
import type { TokenKeys } from './account/public.ts';
import { domains } from './routes.ts';
import { testSupportRoutes } from './journey-support/routes.ts';
import { studioImportTestRoute } from './studio/public.ts';

export interface AppOptions {
  db: Db;
  tokenKeys: TokenKeys;
  /** Folder of the built web app to serve beside the API (apps/web/dist), if any. */
  webRoot?: string;
  /**
   * The provider API the served web app talks to (its `/config.json` `apiRoot`), when it is not
   * this server: `http://api.example` (no trailing slash). Our page's CSP then allows that origin.
   */
  webApiRoot?: string;
  /**
   * JSON request logs at this level (platform/observability/logger.ts; settings.ts `LOG_LEVEL`),
   * with a request id per request; off (tests) when absent.
   */
  logger?: LoggerSettings | false;
  /** Test-only data routes for the browser journeys (never in production). */
  testRoutes?: boolean;
  /**
   * Which reverse proxies' X-Forwarded-For to believe (settings.ts `TRUST_PROXY`): a number of
   * hops counted from us, or the proxies' addresses. Never the whole chain: its first entry is
   * whatever the client wrote. Off (the socket's address) by default.
   */
  trustProxy?: TrustProxy;
  /** GET /outbox shows unsent mail to this machine: the local demo only (`OUTBOX_PAGE=1`). */
  outboxPage?: boolean;
  /** Multiplies every per-address attempt limit (settings.ts `PER_IP_LIMIT_SCALE`); 1 by default. */
  perIpLimitScale?: number;
  /** Behave like the reference provider (http/reference-mode.ts), for interoperability tests. */
  referenceMode?: boolean;
  /** Connection limits in ms (issue 10 defect 18); tests shorten them. */
  timeouts?: Partial<Timeouts>;
  /**
   * Check every JSON answer against its contract schema before it is written: a field the contract
   * lacks, or a value of another type, is a 500 naming it (tests; platform/http/answer-serializer.ts).
   */
  checkAnswers?: boolean;
}

export interface Timeouts {
  /** Whole request, headers and body, must arrive within this (408 otherwise). */
  requestMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

export const defaultTimeouts: Timeouts = { requestMs: 30_000, idleMs: 60_000, keepAliveMs: 10_000 };

/**
 * Fastify's form of `TRUST_PROXY`. A hop count becomes "trust the nearest `hops` addresses" (the
 * socket's, then X-Forwarded-For from its end): Fastify 5 itself treats a number as trusting
 * nothing, and `true` would trust the client's own first entry (issue 22 item 16).
 */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return trust > 0 && ((_address: string, hop: number) => hop < trust);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    // requestId() reads X-Request-Id itself, refusing what is not a sane token.
    requestIdHeader: false,
    ...(options.logger && {
      genReqId: requestId,
      logController: new RequestLog((request) => ({
        studio: request.client?.row.id,
        customer: request.user?.id,
      })),
    }),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A body that drips in is cut off (408) at `requestMs`; Node checks every tenth of it.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.max(10, Math.round(timeouts.requestMs / 10)),
    },
    // qs rules for `a[]=1&a[0]=1` (CONTRACT §1.1); arrays past 20 entries become index-keyed objects.
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { arrayLimit: 20 }) },
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written through their contract schemas, so unknown fields never leave. Reference
  // mode rewrites answers into another provider's form (0/1, no design fields) after the handler,
  // which those schemas would undo: it writes them as they are.
  app.setSerializerCompiler(
    options.referenceMode
      ? () => (data) => JSON.stringify(data)
      : answerSerializerCompiler({ check: options.checkAnswers === true }),
  );

  await app.register(cors, {
    origin: true,
    credentials: false,
    // The plugin's default is GET,HEAD,POST: browsers would refuse the preflight of
    // PUT /users/{id} and DELETE /class-signups/{id} (CONTRACT §1.1, §3, §5).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-Yogo-Client-ID',
      'X-Yogo-Connector-Parent-Domain',
      'X-Yogo-Request-Context',
      'X-Yogo-Client-Accepts-Extended-Error-Format',
    ],
  });
  await app.register(securityHeaders);
  await app.register(compression);
  if (options.logger) await app.register(requestIds);
  await app.register(metrics, { db: options.db, queues: productJobs.map((job) => job.name) });
  await app.register(database, { db: options.db });
  await app.register(errors);
  await app.register(textInput);
  await app.register(requestContext, { tokenKeys: options.tokenKeys });
  await app.register(attemptLimits, { perIpScale: options.perIpLimitScale ?? 1 });
  // Before any route: the document is built from the routes registered after it.
  await app.register(openapi);
  if (options.referenceMode) await app.register(referenceMode);
  if (options.webRoot)
    await app.register(web, { root: options.webRoot, apiRoot: options.webApiRoot ?? '' });

  await app.register(health);
  await app.register(metricsRoutes);
  app.decorate('outboxPage', options.outboxPage === true);
  for (const domain of domains)
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { tags: [domain.tag], ...route.schema };
      });
      for (const routes of domain.routes) await scope.register(routes);
    });
  // Test-only routes are no part of the API: the OpenAPI document leaves them out.
  if (options.testRoutes)
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await scope.register(testSupportRoutes);
      await scope.register(studioImportTestRoute);
    });
  return app;
}
