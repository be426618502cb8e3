/**
 * Returns from a card change (seed 001 §2, §8 "Card update flash"):
 * `/stripe/membership-update-payment-method-success/{id}` asks the provider family (`stripe`, or
 * the built-in `test`) to take the new card; when the membership's card is then another one, a
 * failed renewal is retried and the flash says "payment method updated", else "not changed" (the
 * server answers `OK` either way, CONTRACT §7). With `?cancelled=1` (Cancel on the hosted page) the
 * flash says "update cancelled". `/medlemskab-skift-betalingskort-succes/{id}` is the old DIBS
 * flow's return: our product never starts that flow (CONTRACT §7, the start page says "not
 * available"), so no card was changed through it and the flash says "not changed".
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { setCardFlash } from '../../entities/commerce/lib/card-flash.ts';
import { cardProvider } from '../../entities/commerce/lib/payment-card.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { studioQuery } from '../../shared/api/studio.ts';
import { requireUserId } from '../../shared/session/require-user.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { processCardUpdate } from './api/card-change.ts';
import { afterCardChange, takeCardBeforeChange } from './lib/after-card-change.ts';

/** Processes, then redirects to the membership page; a malformed id goes to My profile. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const id = Number(params.membershipId);
  if (!Number.isInteger(id) || id <= 0) return redirect('/my-profile');
  const url = new URL(request.url);
  if (url.searchParams.has('cancelled')) {
    setCardFlash('membershipCard', id, { card: 'cancelled' });
    return redirect(`/membership/${id}`);
  }
  if (!url.pathname.includes('/stripe/')) {
    setCardFlash('membershipCard', id, { card: 'unchanged' });
    return redirect(`/membership/${id}`);
  }
  const studio = await queryClient.ensureQueryData(studioQuery);
  const provider = cardProvider(studio.settings?.payment_service_provider);
  await processCardUpdate(provider === 'stripe' ? 'stripe' : 'test', id);
  await afterCardChange(userId, id, takeCardBeforeChange(id));
  return redirect(`/membership/${id}`);
}

/** Shown while the loader works. */
export function Component() {
  return <Spinner fullScreen />;
}
