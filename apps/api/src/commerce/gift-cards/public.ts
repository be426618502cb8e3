/**
 * What other modules use of gift card delivery (CONTRACT §11, README.md beside this file): the
 * purchase's delivery check and its refusal texts, activating and delivering a paid card (orders),
 * and the job that sends dated cards.
 */
export { checkGiftCardDelivery, giftCardRefusalText } from './purchase.ts';
export { activateAndDeliver } from './delivery.ts';
export { sendDueGiftCards } from './send-due.ts';
