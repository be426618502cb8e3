/**
 * Address, postcode, city and country (seed 000 §2 signup page and profile edit; §9: default DK).
 * Country names are in the customer's language (`Intl.DisplayNames`, ../lib/countries).
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { countryOptions } from '../lib/countries.ts';
import { contactControl, type ContactValues } from '../lib/contact-values.ts';
import { ContactTextField } from './contact-text-field.tsx';

interface Props<T extends ContactValues> {
  control: Control<T>;
  /** Address, postcode and city must be filled (signup's `signup_address_fields_required`). */
  isRequired?: boolean;
  /** Adds `address_2` under the first line (profile edit). */
  withSecondLine?: boolean;
}

/** The address fields; the postcode row has class `address-postcode` for a page's layout. */
export function AddressFields<T extends ContactValues>({
  control,
  isRequired,
  withSecondLine,
}: Props<T>) {
  const { t, i18n } = useTranslation('auth');
  const text = { control, isRequired };
  return (
    <>
      {/* One address line is the whole street address; two are its lines (HTML autofill). */}
      <ContactTextField
        {...text}
        name="address_1"
        autoComplete={withSecondLine ? 'address-line1' : 'street-address'}
      />
      {withSecondLine && (
        <ContactTextField {...text} name="address_2" autoComplete="address-line2" />
      )}
      <div className="field-row address-postcode">
        <ContactTextField {...text} name="zip_code" autoComplete="postal-code" />
        <ContactTextField {...text} name="city" autoComplete="address-level2" />
      </div>
      <Controller
        control={contactControl(control)}
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
