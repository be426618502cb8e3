/**
 * The Change card button's flow (seed 001 §4 "Card change for event installments"): with a
 * hosted provider (`stripe`, `test`) the browser leaves for the setup page; with Reepay its modal
 * opens, the accepted card is attached, failed installments are retried, and the screen reloads
 * with the flash. Closing Reepay's modal without a card flashes "update cancelled".
 */
import { useState } from 'react';
import { openReepayModal } from '../../../entities/commerce/lib/reepay-checkout.ts';
import { setCardFlash } from '../../../entities/commerce/lib/card-flash.ts';
import { cardProvider } from '../../../entities/commerce/lib/payment-card.ts';
import {
  attachReepayCard,
  createCardSetupSession,
  createReepayRecurringSession,
} from '../api/card-change.ts';
import { afterCardChange } from './after-card-change.ts';
import { goToHostedPage } from '../../../entities/commerce/lib/hosted-redirect.ts';

/**
 * @param provider the studio's `payment_service_provider`
 * @param onDone called once the Reepay flow has ended (the screen takes the flash and reloads)
 * @returns `start` (undefined when the studio has no online card change), `pending`, `error`
 */
export function useChangeCard(id: number, provider: unknown, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const family = cardProvider(provider);

  const fail = (reason: unknown) => {
    setPending(false);
    setError(reason);
  };

  async function start() {
    if (!family || pending) return;
    setPending(true);
    setError(null);
    try {
      if (family !== 'reepay') {
        goToHostedPage(await createCardSetupSession(family, id, window.location.origin));
        return;
      }
      const sessionId = await createReepayRecurringSession();
      let accepted = false;
      await openReepayModal(sessionId, {
        onAccept: (data) => {
          accepted = true;
          attachReepayCard(String(data.payment_method ?? ''), id)
            .then(() => afterCardChange(id))
            .then(() => {
              setPending(false);
              onDone();
            }, fail);
        },
        onClose: () => {
          if (accepted) return;
          setCardFlash('eventSignupCard', id, { card: 'cancelled' });
          setPending(false);
          onDone();
        },
      });
    } catch (reason) {
      fail(reason);
    }
  }

  return { start: family ? () => void start() : undefined, pending, error };
}
