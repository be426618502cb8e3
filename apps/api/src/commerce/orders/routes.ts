/**
 * GET /orders?id[]=…, GET /orders/{id} and GET /orders/{id}/pdf-receipt (CONTRACT §10). Customers
 * read their own invoiced orders (403 otherwise, also when no id is given); `populate[]` is
 * `order_items` only (`400 "Invalid populate fields: …"`). With `?receiptToken=` an order is read
 * without login *(design, §11)*; the receipt PDF takes the token alone. GET
 * /orders/{id}/payment-outcome *(design, issue 22)*: the own order's outcome (outcome.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Order,
  OrderIdParams,
  OrderList,
  OrderQuery,
  OrdersQuery,
  PaymentOutcome,
  ReceiptQuery,
} from '@studio/contract/orders';
import { answers } from '../../platform/http/answers.ts';
import { NoQuery } from '../../platform/http/requests.ts';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { paymentOutcome } from './outcome.ts';
import { listOwnOrders, readOrder, receiptPdf } from './service.ts';

/** The populate keys, or the 400 text naming the invalid ones. */
function populateOf(raw: unknown): { withItems: boolean } | { invalid: string } {
  const keys = readPopulate(raw);
  const invalid = keys.filter((key) => key !== 'order_items');
  return invalid.length
    ? { invalid: `Invalid populate fields: ${invalid.join(', ')}` }
    : { withItems: keys.includes('order_items') };
}

/** `filename="…"` safe for the header, plus the UTF-8 form (RFC 6266). */
function attachment(filename: string) {
  const plain = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      preValidation: app.requireCustomer,
      schema: { querystring: OrdersQuery, response: answers({ json: OrderList, forbidden: true }) },
    },
    async (request, reply) => {
      const populate = populateOf(request.query.populate);
      if ('invalid' in populate) return reply.badRequest(populate.invalid);
      const ids = readIds(request.query.id);
      if (!ids?.length) return reply.forbidden();
      const user = request.user!;
      const answer = await listOwnOrders(
        app.db,
        request.client.row.id,
        user.id,
        ids,
        populate.withItems,
      );
      return answer === 'forbidden' ? reply.forbidden() : answer;
    },
  );

  const byId = {
    schema: {
      params: OrderIdParams,
      querystring: OrderQuery,
      // Not invoiced (yet): an empty text answer.
      response: answers({ json: Order, forbidden: true }),
    },
    attachValidation: true,
  };
  app.get('/orders/:id', byId, async (request, reply) => {
    if (request.validationError) return reply.badRequest('Order id must be a positive integer');
    const populate = populateOf(request.query.populate);
    if ('invalid' in populate) return reply.badRequest(populate.invalid);
    const receiptToken = request.query.receiptToken;
    if (receiptToken === undefined && !request.user?.customer) return reply.forbidden();
    const answer = await readOrder(
      app.db,
      request.client.row.id,
      request.params.id,
      { userId: request.user?.id, receiptToken },
      populate.withItems,
    );
    if (answer === 'forbidden') return reply.forbidden();
    // Not invoiced (yet): an empty 200 (CONTRACT §10).
    return answer ?? reply.type('text/plain').send('');
  });

  // Design (issue 22): the own order's outcome after its payment page; 403 for another's, 404.
  app.get(
    '/orders/:id/payment-outcome',
    {
      preValidation: app.requireCustomer,
      schema: {
        params: OrderIdParams,
        querystring: NoQuery,
        response: answers({ json: PaymentOutcome, forbidden: true, notFound: true }),
      },
    },
    async (request, reply) => {
      const answer = await paymentOutcome(
        app.db,
        { id: request.client.row.id, locale: request.client.settings.locale },
        request.user!.id,
        request.params.id,
      );
      if (answer === 'forbidden') return reply.forbidden();
      return answer ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );

  const pdf = {
    schema: { params: OrderIdParams, querystring: ReceiptQuery },
    attachValidation: true,
  };
  app.get('/orders/:id/pdf-receipt', pdf, async (request, reply) => {
    if (request.validationError) return reply.badRequest('Receipt token is incorrect');
    const file = await receiptPdf(app.db, request.params.id, request.query.receiptToken);
    if (file === 'incorrect') return reply.badRequest('Receipt token is incorrect');
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(file.filename))
      .send(file.pdf);
  });
};
