/**
 * The receipt link (CONTRACT §10 GET /orders/{id}/pdf-receipt): a plain browser link, the token
 * is the credential, so it works without login or client header.
 */
import { receiptPath } from '@studio/contract/orders';
import { runtimeConfig } from '../../../shared/api/config.ts';

/** `<apiRoot>/orders/<id>/pdf-receipt?receiptToken=<token>`. */
export const receiptUrl = (orderId: number, receiptToken: string): string =>
  `${runtimeConfig().apiRoot}${receiptPath(orderId, receiptToken)}`;
