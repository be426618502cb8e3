/**
 * Back from the hosted card page (`/stripe/event-signup-update-payment-method-success/{id}`, seed
 * 001 §4 "Card change for event installments", §8 "Card update flash"; CONTRACT §7): asks the
 * provider family (`stripe`, or the built-in `test`) to take the new card, retries failed
 * installments, flashes "payment method updated" and goes back to the installments screen.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { cardProvider } from '../../entities/commerce/lib/payment-card.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { studioQuery } from '../../shared/api/studio.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { processCardUpdate } from './api/card-change.ts';
import { afterCardChange } from './lib/after-card-change.ts';

/** Processes, then redirects to the installments screen; a malformed id goes to My profile. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserId(request);
  const id = Number(params.eventSignupId);
  if (!Number.isInteger(id) || id <= 0) return redirect('/my-profile');
  const studio = await queryClient.ensureQueryData(studioQuery);
  const provider = cardProvider(studio.settings?.payment_service_provider);
  await processCardUpdate(provider === 'stripe' ? 'stripe' : 'test', id);
  await afterCardChange(id);
  return redirect(`/event-signup-installments/${id}`);
}

/** Shown while the loader works. */
export function Component() {
  return <Spinner fullScreen />;
}
