/**
 * What other modules use of appointment booking (CONTRACT §12, §7): the slot a cart row or order
 * line books once paid, and the holds of orders that sell appointments (order-slots.ts): claimed
 * when the order is made, secured and confirmed when it is paid, let go when it is refused.
 */
export {
  claimOrderSlots,
  confirmOrderSlots,
  holdOrderSlots,
  releaseOrderSlots,
  secureOrderSlots,
  slotOfLine,
} from './order-slots.ts';
export { fullTime } from './claim.ts';
