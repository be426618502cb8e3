/**
 * The gift card page (`/gift`, seed 001 §2, §4, §5; CONTRACT §11): public, full screen; the
 * `amount` query parameter presets the amount (default 500). After a payment the success alert
 * shows once and says where the card went (issue 26 item 4: to you, to the recipient now or on a
 * date, or that the studio sends it); closing it goes to My profile when logged in, else to the
 * studio's website when set, else leaves a fresh form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { isFramed, postToParent } from '../../shared/lib/parent-frame.ts';
import { loginStatusQuery } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../shared/ui/dialog.tsx';
import { GiftCardForm } from './components/gift-card-form.tsx';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { takeGiftCardFlash, setGiftCardFlash } from './lib/gift-card-flash.ts';
import {
  blankGiftCard,
  deliveryFields,
  parseAmount,
  presetAmount,
  type GiftCardValues,
} from './lib/gift-card-form.ts';
import { clearDetails, storedDetails } from './lib/stored-details.ts';
import { GiftCardRefusal } from './components/gift-card-refusal.tsx';
import { SuccessText } from './components/success-text.tsx';
import { useBuyGiftCard } from './lib/use-buy-gift-card.ts';
import '../../shared/ui/button.css';
import './components/gift-cards.css';

/** Loads the texts and takes the one-time success flash with the details the card was bought with. */
export async function loader() {
  await i18n.loadNamespaces(['gift-cards', 'errors']);
  const paid = takeGiftCardFlash();
  const details = paid ? storedDetails() : null;
  if (paid) clearDetails();
  return { paid, details };
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('gift-cards');
  const { paid, details } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const studio = useStudio();
  const { settings } = studio;
  const status = useQuery(loginStatusQuery);
  const [formKey, setFormKey] = useState(0);
  const [success, setSuccess] = useState(paid);
  const [bought, setBought] = useState<GiftCardValues | null>(details);
  const auto = settings.gift_card_delivery_mode === 'auto';
  const today = copenhagenToday();
  const setting = settings.payment_service_provider;
  const provider = setting === 'reepay' || setting === 'stripe' ? setting : 'test';
  const minimum = Number(settings.gift_card_minimum_amount ?? 100) || 0;
  const buy = useBuyGiftCard(provider, (values) => {
    setGiftCardFlash();
    takeGiftCardFlash();
    setBought(values);
    setSuccess(true);
  });

  const initial: GiftCardValues =
    storedDetails() ?? blankGiftCard(presetAmount(params.get('amount')));

  const closeSuccess = () => {
    setSuccess(false);
    if (isFramed()) return postToParent({ type: 'studio-booking:close' });
    if (status.data?.status === 'LOGGED_IN') return void navigate('/my-profile');
    const website = String(settings.website ?? '');
    if (website) return window.location.assign(website);
    setFormKey((key) => key + 1);
  };

  return (
    <main className="page page-narrow gift-card-page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('intro', { studio: studio.name })}</p>
      <GiftCardForm
        key={formKey}
        initial={initial}
        minimum={minimum}
        terms={String(settings.terms ?? '')}
        auto={auto}
        studioName={studio.name}
        today={today}
        isPending={buy.isPending}
        onSubmit={(values) =>
          buy.mutate({
            values,
            order: {
              amount: parseAmount(values.amount) ?? 0,
              giver_name: values.giver_name.trim(),
              giver_email: values.giver_email.trim(),
              recipient_name: values.recipient_name.trim(),
              message: values.message,
              ...deliveryFields(values, auto),
            },
          })
        }
      />
      <GiftCardRefusal error={buy.error} />
      <Dialog
        role="alertdialog"
        title={t('success_title')}
        isOpen={success}
        onOpenChange={(open) => !open && closeSuccess()}
      >
        <SuccessText auto={auto} studioName={studio.name} bought={bought} />
        <DialogActions>
          <Button onPress={closeSuccess}>{t('ok')}</Button>
        </DialogActions>
      </Dialog>
    </main>
  );
}
