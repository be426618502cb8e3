/**
 * Address lines, postcode, city and country (seed 000 §2 profile edit; §9: default DK). Country
 * names are in the customer's language (`Intl.DisplayNames`, entities/auth/lib/countries).
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../entities/auth/lib/countries.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { ProfileValues } from '../lib/profile-values.ts';
import { ProfileText } from './profile-text.tsx';

/** The address fields of the form. */
export function AddressFields({ control }: { control: Control<ProfileValues> }) {
  const { t, i18n } = useTranslation('profile-edit');
  return (
    <>
      <ProfileText control={control} name="address_1" autoComplete="address-line1" />
      <ProfileText control={control} name="address_2" autoComplete="address-line2" />
      <div className="field-row profile-edit-postcode">
        <ProfileText control={control} name="zip_code" autoComplete="postal-code" />
        <ProfileText control={control} name="city" autoComplete="address-level2" />
      </div>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <SelectField
            {...field}
            selectRef={field.ref}
            autoComplete="country"
            label={t('country')}
            options={countryOptions(i18n.language)}
          />
        )}
      />
    </>
  );
}
