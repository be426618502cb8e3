/**
 * The success alert's words (seed 001 §4 gift card flow; issue 26 item 4): where the card went,
 * from the details it was bought with — to your e-mail, to the recipient now or on the morning
 * of a date, or, at a studio that sends cards by hand, that the studio sends it.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { dated, toRecipient, type GiftCardValues } from '../lib/gift-card-form.ts';

export interface SuccessTextProps {
  auto: boolean;
  studioName: string;
  /** The form's values at purchase, or null when they are not known (another tab). */
  bought: GiftCardValues | null;
}

export function SuccessText({ auto, studioName, bought }: SuccessTextProps) {
  const { t, i18n } = useTranslation('gift-cards');
  if (!auto) return <p>{t('success_manual', { studio: studioName })}</p>;
  if (!bought) return <p>{t('success_auto')}</p>;
  const params = {
    name: bought.recipient_name.trim(),
    email: bought.recipient_email.trim(),
    giver_email: bought.giver_email.trim(),
    date: bought.send_on ? formatDate(bought.send_on, i18n.language) : '',
  };
  const key = dated(bought, auto)
    ? 'success_dated'
    : toRecipient(bought, auto)
      ? 'success_to_recipient'
      : 'success_to_you';
  return (
    <>
      <p>{t(key, params)}</p>
      <p>{t('success_receipt', params)}</p>
    </>
  );
}
