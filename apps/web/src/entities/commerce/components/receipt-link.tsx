/**
 * The link to an order's PDF receipt (CONTRACT §10 GET /orders/{id}/pdf-receipt, opened as a
 * plain browser link: the token is the credential). The caller gives the words: the visible
 * `children` and an `ariaLabel` that says which receipt it is.
 */
import type { ReactNode } from 'react';
import { receiptUrl } from '../lib/receipt-url.ts';

export function ReceiptLink({
  orderId,
  receiptToken,
  ariaLabel,
  className,
  children,
}: {
  orderId: number;
  receiptToken: string;
  ariaLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={receiptUrl(orderId, receiptToken)} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
