/**
 * A class pass type on Prices (seed 001 §2, §5; CONTRACT §9): price and what it holds (a number of
 * classes or unlimited, days of validity), and Buy, or "you can't buy more class passes" once the
 * customer holds the per-customer maximum.
 */
import { useTranslation } from 'react-i18next';
import type { ClassPassType } from '@studio/contract/catalogue';
import { classPassTypeBlock } from '../../../entities/commerce/lib/purchase-guards.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PriceTile } from './price-tile.tsx';

interface Props {
  type: ClassPassType;
  pending: boolean;
  onBuy: () => void;
}

export function ClassPassTypeTile({ type, pending, onBuy }: Props) {
  const { t } = useTranslation('prices');
  const limitReached = classPassTypeBlock(type) === 'class_pass_limit_reached';
  return (
    <PriceTile name={type.name} description={type.description} image={type.image}>
      <p className="price-amount">{type.price === 0 ? t('free') : formatKroner(type.price)}</p>
      <p className="price-note">
        {type.pass_type === 'unlimited'
          ? t('unlimited_for_days', { count: type.days })
          : t('classes_for_days', {
              classes: t('class_count', { count: type.number_of_classes }),
              count: type.days,
            })}
      </p>
      {limitReached ? (
        <p className="price-owned">{t('block_class_pass_limit_reached')}</p>
      ) : (
        <Button isPending={pending} onPress={onBuy}>
          {type.price === 0 ? t('get_free') : t('buy')}
        </Button>
      )}
    </PriceTile>
  );
}
