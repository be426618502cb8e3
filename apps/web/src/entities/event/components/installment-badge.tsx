/**
 * An event signup's installment status as a badge (seed 001 §4: paid_in_full green, on_track
 * yellow, failed red; `not_started` neutral), shown on My events and on the installments screen.
 * The words are the caller's (`children`), so the status reads in text as well as colour. Its
 * styles, `installment-badge.css`, are `@import`ed by the pages' own CSS (profile.css,
 * installments.css): inlined there, they add no CSS file to the entry's list of route styles.
 */
import type { ReactNode } from 'react';
import type { EventSignup } from '@studio/contract/events';

export function InstallmentBadge({
  status,
  children,
}: {
  status: EventSignup['installment_payments_status'];
  children: ReactNode;
}) {
  return (
    <span className="installment-badge" data-status={status}>
      {children}
    </span>
  );
}
