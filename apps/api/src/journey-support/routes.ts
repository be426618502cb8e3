/**
 * Test-only routes for the browser journeys (STYLE.md: "fixtures make each test's own data"):
 * a customer holding a class pass or a membership, classes with a known name, the renewal run,
 * the installment run as of a date (POST /test/run-installments `{today?}`),
 * the newest mails to an address (GET /test/mails?to=, newest first), expired account links, and
 * a class cancelled by the studio (POST /test/classes/{id}/cancel, which mails its customers), and
 * the rush's customers with their sessions (POST /test/rush, rush.ts). Registered only when the server
 * runs with E2E_TEST_ROUTES=1 (e2e/playwright.config.ts); never in production.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { runDueInstallments } from '../commerce/public.ts';
import { latestMails } from '../studio/public.ts';
import { runDueRenewals } from '../commerce/public.ts';
import { cancelClass } from '../schedule/public.ts';
import {
  createJourneyClass,
  createJourneyCustomer,
  expireAccountTokens,
  newestGiftCard,
} from './queries.ts';
import { prepareRush } from './rush.ts';

const CustomerBody = z.object({
  email: z.string(),
  password: z.string(),
  classes: z.optional(z.int().min(0)),
  /** A membership of the studio's first type, paid through today + `paidUntilInDays`. */
  membership: z.optional(z.object({ card: z.enum(['good', 'decline']), paidUntilInDays: z.int() })),
  /** Classes the customer attended, this many days ago (My activity). */
  attendedDaysAgo: z.optional(z.array(z.int().min(1).max(360))),
});

/** The newest mails to one address (the journeys read reset and confirmation links). */
const MailsQuery = z.object({
  to: z.string().min(1),
  limit: z.optional(z.coerce.number().int().min(1).max(50)),
});

/** The installment run as of a Copenhagen date (the journeys' fake clock); today when absent. */
const RunInstallmentsBody = z.nullish(
  z.object({ today: z.optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)) }),
);

const EmailBody = z.object({ email: z.string().min(1) });

const GiftCardQuery = z.object({ giver_email: z.string() });

const RushBody = z.object({
  customers: z.int().min(1).max(5000),
  classes: z.int().min(1).max(60),
  seats: z.int().min(1).max(500),
  /** Names the run's classes and e-mails apart from another run's. */
  tag: z.string().regex(/^[\w-]{1,32}$/),
});

const ClassParams = z.object({ id: z.coerce.number().int().min(1) });

const ClassBody = z.object({
  name: z.string(),
  startsInDays: z.int(),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  seats: z.int().min(0),
  taken: z.optional(z.int().min(0)),
  /** Whether the class is streamed too (the studio must stream: demo studio 1 does). */
  livestream: z.optional(z.boolean()),
  /** Starts this many minutes from now instead (Copenhagen time; `startsInDays`/`startTime` ignored). */
  startsInMinutes: z.optional(z.int()),
});

export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/test/customers', { schema: { body: CustomerBody } }, (request) =>
    createJourneyCustomer(app.db, request.client.row.id, request.body),
  );
  app.get('/test/gift-cards', { schema: { querystring: GiftCardQuery } }, (request) =>
    newestGiftCard(app.db, request.client.row.id, request.query.giver_email),
  );
  app.get('/test/mails', { schema: { querystring: MailsQuery } }, (request) =>
    latestMails(app.db, request.client.row.id, request.query.limit ?? 10, request.query.to),
  );
  // The renewal job, now (it also runs every 10 minutes): a journey need not wait for it.
  app.post('/test/run-renewals', () => runDueRenewals(app.db));
  // The installment job as of `today` (a journey's fake clock drives later installments).
  app.post('/test/run-installments', { schema: { body: RunInstallmentsBody } }, (request) =>
    runDueInstallments(app.db, { today: request.body?.today }),
  );
  // Reset and confirmation links that ran out (the expired-link pages).
  app.post('/test/expire-tokens', { schema: { body: EmailBody } }, (request) =>
    expireAccountTokens(app.db, request.client.row.id, request.body.email),
  );
  // The rush's classes and customers with their sessions (apps/api/bench/rush.mjs).
  app.post('/test/rush', { schema: { body: RushBody } }, (request) =>
    prepareRush(app.db, request.client.row.id, app.tokenKeys, request.body),
  );
  app.post('/test/classes', { schema: { body: ClassBody } }, (request) =>
    createJourneyClass(app.db, request.client.row.id, request.body),
  );
  // The studio cancels a class (its admin does it in the shared database): its customers are mailed.
  app.post('/test/classes/:id/cancel', { schema: { params: ClassParams } }, async (request) => ({
    cancelled: await cancelClass(app.db, request.client.row.id, request.params.id),
  }));
};
