/**
 * Answers of our own server around the provider API (our design, not CONTRACT.md): the health
 * checks (docs/decisions/2026-11-27-liveness-and-readiness.md) and the web app's `/config.json`.
 */
import * as z from 'zod/mini';

/** GET /health/live, and GET /health/ready when the database answers (200). */
export const HealthAnswer = z.object({
  status: z.literal('ok'),
  database: z.optional(z.literal('ok')),
});

/** GET /health/ready when the database does not answer (503). */
export const UnavailableAnswer = z.object({
  status: z.literal('unavailable'),
  database: z.literal('down'),
});

/** GET /config.json: the provider API the web app calls, its image host, no fixed studio. */
export const RuntimeConfigAnswer = z.object({
  apiRoot: z.string(),
  imageHost: z.string(),
  clientId: z.nullable(z.number()),
});
