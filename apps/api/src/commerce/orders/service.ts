/**
 * Reading orders (CONTRACT §10): the customer's own invoiced orders, the anonymous read with the
 * receipt token *(design, §11)*, the receipt PDF, and the users' `invoices`. Unpaid orders are
 * invisible to customers; another customer's order is `'forbidden'` (403).
 */
import { timingSafeEqual } from 'node:crypto';
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { findClientById, loadSettings } from '../../studio/public.ts';
import { renderReceipt } from '../../platform/pdf/receipt.ts';
import {
  buyerName,
  invoicedOrders,
  invoicesOfUser,
  itemsOf,
  orderById,
  orderByIdAnyStudio,
  ordersOwners,
  type OrderRow,
} from './queries.ts';
import { serializeOrder } from './serialize.ts';

/** Does the given token match the order's receipt token (constant time)? */
function tokenMatches(order: Pick<OrderRow, 'receipt_token'>, token: string | undefined) {
  if (!order.receipt_token || !token) return false;
  const a = Buffer.from(order.receipt_token);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /orders?id[]=…: the caller's invoiced orders with these ids, by id, with the buyer's names.
 * @returns `'forbidden'` when any id is not an order of the caller.
 */
export async function listOwnOrders(
  db: Db,
  clientId: number,
  userId: number,
  ids: number[],
  withItems: boolean,
) {
  const owners = await ordersOwners(db, clientId, ids);
  if (owners.length !== new Set(ids).size || owners.some((o) => o.user_id !== userId))
    return 'forbidden' as const;
  const rows = await invoicedOrders(db, clientId, ids);
  const items = withItems
    ? await itemsOf(
        db,
        rows.map((r) => r.order.id),
      )
    : [];
  return rows.map(({ order, first_name, last_name }) => ({
    ...serializeOrder(
      order,
      withItems ? items.filter((item) => item.order_id === order.id) : undefined,
    ),
    user_first_name: first_name ?? '',
    user_last_name: last_name ?? '',
  }));
}

/**
 * GET /orders/{id}: the caller's order, or anyone's with its receipt token.
 * @returns the Order, `null` when it is not invoiced (empty 200), or `'forbidden'`.
 */
export async function readOrder(
  db: Db,
  clientId: number,
  id: number,
  who: { userId?: number; receiptToken?: string },
  withItems: boolean,
) {
  const order = await orderById(db, clientId, id);
  if (!order) return 'forbidden' as const;
  const allowed =
    who.receiptToken !== undefined
      ? tokenMatches(order, who.receiptToken)
      : who.userId !== undefined && order.user_id === who.userId;
  if (!allowed) return 'forbidden' as const;
  if (order.invoice_id <= 0) return null;
  return serializeOrder(order, withItems ? await itemsOf(db, [order.id]) : undefined);
}

/** The users' `invoices` populate (CONTRACT §3, §10): Orders without items, by invoice number. */
export async function invoicesOf(db: Db, clientId: number, userId: number) {
  return (await invoicesOfUser(db, clientId, userId)).map((order) => serializeOrder(order));
}

const DEFAULT_FILENAME = {
  da: 'Kvittering fra {studio}.pdf',
  en: 'Receipt from {studio}.pdf',
  nb: 'Kvittering fra {studio}.pdf',
};

/** The attachment's file name: setting `receipt_pdf_filename`, or "Receipt from <studio>.pdf". */
function receiptFilename(setting: unknown, locale: unknown, studio: string) {
  const key = String(locale) as keyof typeof DEFAULT_FILENAME;
  const base = String(setting || DEFAULT_FILENAME[key] || DEFAULT_FILENAME.en).replaceAll(
    '{studio}',
    studio,
  );
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/**
 * GET /orders/{id}/pdf-receipt?receiptToken=: the token is the credential (no login, no studio
 * header). @returns the file, or `'incorrect'` for a wrong token, unknown or unpaid order.
 */
export async function receiptPdf(db: Db, id: number, token: string | undefined) {
  const order = await orderByIdAnyStudio(db, id);
  if (!order || order.invoice_id <= 0 || !tokenMatches(order, token)) return 'incorrect' as const;
  const row = await findClientById(db, order.client_id);
  if (!row) return 'incorrect' as const;
  const settings = await loadSettings(db, row);
  const items = await itemsOf(db, [order.id]);
  const address = [
    row.address_1,
    row.address_2,
    [row.zip_code, row.city].filter(Boolean).join(' '),
  ];
  const pdf = await renderReceipt({
    studio: {
      name: row.name,
      address: address.filter(Boolean),
      vatNumber: row.vat_number,
      locale: settings.locale,
    },
    invoiceId: order.invoice_id,
    paidDate: copenhagenToday(new Date(order.paid || order.createdAt)),
    buyer: await buyerName(db, order),
    lines: items.map((item) => ({
      name: item.name,
      count: item.count,
      totalOre: toOre(item.total_price),
    })),
    totalOre: toOre(order.total),
    vatOre: toOre(order.vat_amount),
  });
  return {
    pdf,
    filename: receiptFilename(settings.receipt_pdf_filename, settings.locale, row.name),
  };
}
