/**
 * The hosted order return (`/stripe-payment-succes/{orderId}`, seed 001 §2; CONTRACT §7
 * process-order-if-completed): asks the server to process the order if the hosted page completed
 * it (200 `OK` either way, idempotent), runs the success steps and goes to My profile, where the
 * thanks dialog shows once. Used by `stripe` and the built-in `test` provider. A provider API
 * without process-order-if-completed (our design, CONTRACT §7 [MISSING]) processes the order by
 * its webhook alone: the return then goes on to My profile all the same.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { unlessMissing } from '../../shared/api/design-calls.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { studioQuery } from '../../shared/api/studio.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { paymentProvider, processHostedOrder } from './api/payments.ts';
import { afterPayment } from './lib/after-payment.ts';

/** Processes, then redirects; a malformed order id goes to Checkout. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserId(request);
  const orderId = Number(params.orderId);
  if (!Number.isInteger(orderId) || orderId <= 0) return redirect('/checkout');
  const studio = await queryClient.ensureQueryData(studioQuery);
  const provider = paymentProvider(studio.settings.payment_service_provider);
  await unlessMissing(processHostedOrder(provider === 'stripe' ? 'stripe' : 'test', orderId), null);
  await afterPayment(orderId);
  return redirect('/my-profile');
}

/** Shown while the loader works. */
export function Component() {
  return <Spinner fullScreen />;
}
