/**
 * The hosted gift card return (`/stripe-giftcard-payment-success/{orderId}`, seed 001 §2;
 * CONTRACT §11): a spinner while the server processes the order (200 `OK` either way,
 * idempotent), then the success flash and the gift card page in place of this route.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { studioQuery } from '../../shared/api/studio.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { processHostedGiftCardOrder } from './api/buy-gift-card.ts';
import { setGiftCardFlash } from './lib/gift-card-flash.ts';

/** Processes, sets the flash, goes to /gift; a malformed order id goes straight to /gift. */
export async function loader({ params }: LoaderFunctionArgs) {
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId <= 0) return redirect('/gift');
  const studio = await queryClient.ensureQueryData(studioQuery);
  const provider = studio.settings.payment_service_provider === 'stripe' ? 'stripe' : 'test';
  await processHostedGiftCardOrder(provider, orderId);
  setGiftCardFlash();
  return redirect('/gift');
}

/** Shown while the loader works. */
export function Component() {
  return <Spinner fullScreen />;
}
