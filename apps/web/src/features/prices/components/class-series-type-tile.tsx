/**
 * A class series type (course) on Prices (seed 001 §3, §5; CONTRACT §9): the current price (pro
 * rata once started), the classes left, and Buy, or "you have this course".
 */
import { useTranslation } from 'react-i18next';
import type { ClassSeriesType } from '@studio/contract/catalogue';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PriceTile } from './price-tile.tsx';

interface Props {
  type: ClassSeriesType;
  pending: boolean;
  onBuy: () => void;
}

export function ClassSeriesTypeTile({ type, pending, onBuy }: Props) {
  const { t } = useTranslation('prices');
  const price = type.current_price;
  return (
    <PriceTile name={type.name} description={type.description} image={type.image}>
      <p className="price-amount">{price === 0 ? t('free') : formatKroner(price)}</p>
      <p className="price-note">
        {t(type.has_started ? 'series_classes_left' : 'series_classes', {
          count: type.number_of_remaining_classes_and_livestream_classes,
        })}
      </p>
      {type.customer_has_class_series_type ? (
        <p className="price-owned">{t('have_series')}</p>
      ) : (
        <Button isPending={pending} onPress={onBuy}>
          {price === 0 ? t('get_free') : t('buy')}
        </Button>
      )}
    </PriceTile>
  );
}
