/**
 * The purchase's own fields under the login or signup form (seed 001 §2 Login with cart, §5): the
 * terms when the item needs payment (login mode; the signup form has its own), the membership
 * terms for a membership when the studio shows recurring terms, and an optional discount code.
 */
import { useTranslation } from 'react-i18next';
import { TermsField } from '../../../entities/auth/components/terms-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';

export interface PurchaseFieldValues {
  terms: boolean;
  membershipTerms: boolean;
  discountCode: string;
}

interface Props {
  values: PurchaseFieldValues;
  onChange: (values: PurchaseFieldValues) => void;
  show: { terms: boolean; membershipTerms: boolean; discountCode: boolean };
  terms: string;
  membershipTerms: string;
}

export function PurchaseFields({ values, onChange, show, terms, membershipTerms }: Props) {
  const { t } = useTranslation('login-with-cart');
  const set = (change: Partial<PurchaseFieldValues>) => onChange({ ...values, ...change });
  return (
    <>
      {show.terms && (
        <TermsField terms={terms} isSelected={values.terms} onChange={(terms) => set({ terms })} />
      )}
      {show.membershipTerms && (
        <TermsField
          name="membership_terms"
          terms={membershipTerms}
          label={t('accept_membership_terms')}
          title={t('membership_terms_title')}
          isSelected={values.membershipTerms}
          onChange={(membershipTerms) => set({ membershipTerms })}
        />
      )}
      {show.discountCode && (
        <TextField
          label={t('discount_code')}
          description={t('discount_code_hint')}
          value={values.discountCode}
          onChange={(discountCode) => set({ discountCode })}
          autoComplete="off"
        />
      )}
    </>
  );
}
