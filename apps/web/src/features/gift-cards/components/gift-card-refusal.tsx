/**
 * Why the server refused the gift card (CONTRACT §11): the delivery refusals
 * (`giftCardRecipientEmailInvalid`, `giftCardSendDateInvalid`, decision
 * 2026-11-27-gift-card-delivery) in the page's own words and language, the rest as the server
 * said it (`RefusalMessage`).
 */
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../../shared/api/errors.ts';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';

const ownText: Record<string, string> = {
  giftCardRecipientEmailInvalid: 'refused_recipient_email',
  giftCardSendDateInvalid: 'refused_send_on',
};

export function GiftCardRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('gift-cards');
  const key = isRefusal(error) ? ownText[error.code] : undefined;
  if (!key) return <RefusalMessage error={error} />;
  return (
    <div role="alert" className="refusal-message">
      <strong>{t('refused_title')}</strong>
      <span>{t(key)}</span>
    </div>
  );
}
