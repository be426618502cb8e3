/** The gift card on Prices (seed 001 §2, CONTRACT §9): the studio's title and text, a link to /gift. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTile } from './price-tile.tsx';

export function GiftCardTile({ settings }: { settings: Record<string, unknown> }) {
  const { t } = useTranslation('prices');
  const title = String(settings.gift_card_prices_title || '') || t('gift_card');
  const description = String(settings.gift_card_prices_description || '') || t('gift_card_text');
  return (
    <PriceTile name={title} description={description}>
      <Link to="/gift" className="button button-primary">
        {t('buy_gift_card')}
      </Link>
    </PriceTile>
  );
}
