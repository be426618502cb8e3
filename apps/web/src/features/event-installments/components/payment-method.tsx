/**
 * Payment method (seed 001 §2): the card paying later installments (type, last 4, expiry), Change
 * card while not paid in full (when the studio changes cards online), and Retry payment while the
 * status is `failed`.
 */
import { useTranslation } from 'react-i18next';
import type { EventSignup } from '@studio/contract/events';
import { cardLabel } from '../../../entities/commerce/lib/payment-card.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { activeCard, canChangeCard } from '../lib/installment-rules.ts';

interface Props {
  signup: EventSignup;
  /** Undefined when the studio has no online card change. */
  onChangeCard?: () => void;
  changingCard: boolean;
  onRetry: () => void;
  retrying: boolean;
}

export function PaymentMethod({ signup, onChangeCard, changingCard, onRetry, retrying }: Props) {
  const { t } = useTranslation('event-installments');
  const card = activeCard(signup);
  const failed = signup.installment_payments_status === 'failed';
  return (
    <section className="installments-section" aria-labelledby="payment-method">
      <h2 id="payment-method">{t('payment_method')}</h2>
      {card ? (
        <p className="installments-card">
          <span>{cardLabel(card.pay_type) || t('card')}</span>{' '}
          <span>•••• {card.card_last_4_digits}</span>
          {card.card_expiration && (
            <span className="installments-muted">
              {' '}
              {t('card_expires', { date: card.card_expiration })}
            </span>
          )}
        </p>
      ) : (
        <p>{t('no_card')}</p>
      )}
      {failed && <p className="installments-warning">{t('failed_note')}</p>}
      <div className="installments-actions">
        {canChangeCard(signup) && onChangeCard && (
          <Button variant="secondary" onPress={onChangeCard} isPending={changingCard}>
            {t('change_card')}
          </Button>
        )}
        {failed && (
          <Button onPress={onRetry} isPending={retrying}>
            {t('retry_payment')}
          </Button>
        )}
      </div>
    </section>
  );
}
