/**
 * Payment info (seed 001 §2): the saved card (type, number, expiry) with Add card or Change card,
 * which lead to the card-change route; and Retry payment while renewals have failed
 * (`renewal_failed` > 0), whose outcome shows in an alert (seed 001 §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardLabel } from '../../../entities/commerce/lib/payment-card.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { Membership } from '@studio/contract/memberships';
import { activeCard, failedRenewals } from '../lib/membership-rules.ts';

interface Props {
  membership: Membership;
  onRetry: () => void;
  retrying: boolean;
}

export function PaymentCard({ membership, onRetry, retrying }: Props) {
  const { t } = useTranslation('memberships');
  const card = activeCard(membership);
  const running = membership.status !== 'ended';
  return (
    <section className="membership-section" aria-labelledby="payment-info">
      <h2 id="payment-info">{t('payment_info')}</h2>
      {card ? (
        <dl className="membership-card-details">
          <dt>{t('card')}</dt>
          <dd>{cardLabel(card.pay_type)}</dd>
          <dt>{t('card_number')}</dt>
          <dd>
            {card.card_prefix ? `${card.card_prefix.slice(0, 4)} ` : ''}••••{' '}
            {card.card_last_4_digits}
          </dd>
          {card.card_expiration && (
            <>
              <dt>{t('card_expires')}</dt>
              <dd>{card.card_expiration}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('no_card')}</p>
      )}
      {running && (
        <div className="membership-actions">
          <Link
            to={`/start-change-membership-credit-card/${membership.id}`}
            className="button button-secondary"
          >
            {card ? t('change_card') : t('add_card')}
          </Link>
          {failedRenewals(membership) > 0 && (
            <Button onPress={onRetry} isPending={retrying}>
              {t('retry_payment')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
