/**
 * A membership type on Prices (seed 001 §2, §5; CONTRACT §8): its payment options for sale with
 * the server's words (`nameThatUserSees`, `priceTextThatUserSees`: campaign wording when the
 * customer is eligible), the registration fee, and Buy, or "you have it", or the waiting list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MembershipType, PaymentOption } from '@studio/contract/catalogue';
import {
  defaultPaymentOption,
  membershipWaitingList,
  optionsForSale,
} from '../../../entities/commerce/lib/purchase-guards.ts';
import { formatKroner } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { PriceTile } from './price-tile.tsx';

interface Props {
  type: MembershipType;
  studioEmail: string;
  pending: boolean;
  onBuy: (optionId: number) => void;
}

export function MembershipTypeTile({ type, studioEmail, pending, onBuy }: Props) {
  const { t } = useTranslation('prices');
  const options = optionsForSale(type);
  const [optionId, setOptionId] = useState(defaultPaymentOption(type)?.id);
  const option = options.find((candidate) => candidate.id === optionId) ?? options[0];
  if (!option) return null; // seed 001 §5: hidden without a payment option for sale

  const optionName = (o: PaymentOption) => o.nameThatUserSees ?? o.name;
  const waitingList = `mailto:${studioEmail}?subject=${encodeURIComponent(
    t('waiting_list_subject', { name: type.name }),
  )}`;

  return (
    <PriceTile name={type.name} description={type.description} image={type.image}>
      {options.length > 1 ? (
        <SelectField
          label={t('payment_options')}
          value={String(option.id)}
          onChange={(event) => setOptionId(Number(event.target.value))}
          options={options.map((o) => ({ value: String(o.id), label: optionName(o) }))}
        />
      ) : (
        <p className="price-label">{t('payment', { name: optionName(option) })}</p>
      )}
      <p className="price-amount">
        {option.priceTextThatUserSees ?? formatKroner(option.payment_amount)}
      </p>
      {type.registration_fee > 0 && (
        <p className="price-note">
          {t('registration_fee', { amount: formatKroner(type.registration_fee) })}
        </p>
      )}
      {type.user_has_membership_type ? (
        <p className="price-owned">
          {t('have_membership')}{' '}
          {type.user_membership_id && (
            <Link to={`/membership/${type.user_membership_id}`}>{t('see_membership')}</Link>
          )}
        </p>
      ) : membershipWaitingList(type) ? (
        <p className="price-note">
          {t('max_reached')} <a href={waitingList}>{t('waiting_list')}</a>
        </p>
      ) : (
        <Button isPending={pending} onPress={() => onBuy(option.id)}>
          {t('buy')}
        </Button>
      )}
    </PriceTile>
  );
}
