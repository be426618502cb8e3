/**
 * Buying a gift card with the studio's provider (seed 001 §4 gift card flow). Hosted (`test`,
 * `stripe`): keep the form's values, go to the hosted page. Reepay: open the modal; on Accept
 * process the invoice and report success.
 */
import { useMutation } from '@tanstack/react-query';
import { openReepayModal } from '../../../entities/commerce/lib/reepay-checkout.ts';
import {
  processReepayGiftCardInvoice,
  startHostedGiftCardPayment,
  startReepayGiftCardPayment,
  type GiftCardOrder,
} from '../api/buy-gift-card.ts';
import type { GiftCardValues } from './gift-card-form.ts';
import { goToHostedPage } from '../../../entities/commerce/lib/hosted-redirect.ts';
import { storeDetails } from './stored-details.ts';

/**
 * `mutate({ order, values })`; `onPaid(values)` runs after a Reepay payment is processed (the
 * hosted page's return reads the values back from session storage instead).
 */
export function useBuyGiftCard(
  provider: 'test' | 'stripe' | 'reepay',
  onPaid: (values: GiftCardValues) => void,
) {
  return useMutation({
    mutationFn: async ({ order, values }: { order: GiftCardOrder; values: GiftCardValues }) => {
      if (provider === 'reepay') {
        const { chargeSession } = await startReepayGiftCardPayment(order);
        return openReepayModal(chargeSession.id, {
          onAccept: (data) => {
            void processReepayGiftCardInvoice(String(data.invoice ?? '')).then(() =>
              onPaid(values),
            );
          },
        });
      }
      const { url } = await startHostedGiftCardPayment(provider, order, window.location.origin);
      storeDetails(values);
      goToHostedPage(url);
    },
  });
}
