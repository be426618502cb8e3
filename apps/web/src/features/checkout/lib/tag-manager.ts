/**
 * The tag-manager purchase event (issue 11; CONTRACT §10 GET /orders/{id}): when the studio has a
 * `google_tag_manager_id`, a completed order is pushed to `window.dataLayer` with its items:
 * `transactionId` = order id, `transactionTotal` = total, `transactionTax` = vat_amount (kroner),
 * products from `order_items`. Never blocks the customer: a failed lookup pushes nothing.
 */
import { Order } from '@studio/contract/orders';
import { api } from '../../../shared/api/client.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Fetches order `orderId` with its items and pushes the purchase event. */
export async function pushPurchaseEvent(orderId: number, currency: string): Promise<void> {
  let order: Order;
  try {
    order = await api.get(`/orders/${orderId}`, Order, { query: { populate: ['order_items'] } });
  } catch {
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'purchaseComplete',
    transactionId: order.id,
    transactionTotal: order.total,
    transactionTax: order.vat_amount,
    transactionCurrency: currency,
    transactionProducts: (order.order_items ?? []).map((item) => ({
      sku: `${item.item_type}_${item.item_id ?? ''}`,
      name: item.name,
      category: item.item_type,
      price: item.item_price,
      quantity: item.count,
    })),
  });
}
