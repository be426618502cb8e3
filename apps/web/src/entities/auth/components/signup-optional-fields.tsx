/**
 * The signup fields the studio switches on (seed 000 §5): phone, date of birth, address (with
 * country) and branch, each shown and required exactly as its `signup_*` settings say.
 */
import type { Control } from 'react-hook-form';
import type { Studio } from '../../../shared/api/studio.ts';
import type { SignupValues } from '../lib/signup-values.ts';
import { AddressFields } from './address-fields.tsx';
import { BirthdayField } from './birthday-field.tsx';
import { BranchField } from './branch-field.tsx';
import { ContactTextField } from './contact-text-field.tsx';

interface Props {
  control: Control<SignupValues>;
  studio: Studio;
}

/** Renders nothing for a setting that is off. */
export function SignupOptionalFields({ control, studio }: Props) {
  const { settings } = studio;
  return (
    <>
      {settings.signup_show_phone_field && (
        <ContactTextField
          control={control}
          name="phone"
          type="tel"
          autoComplete="tel"
          isRequired={settings.signup_phone_field_required}
        />
      )}
      {settings.signup_show_date_of_birth_field && (
        <BirthdayField
          control={control}
          isRequired={settings.signup_date_of_birth_field_required}
        />
      )}
      {settings.signup_show_address_fields && (
        <AddressFields control={control} isRequired={settings.signup_address_fields_required} />
      )}
      {settings.signup_show_branch_field && (
        <BranchField
          control={control}
          studio={studio}
          isRequired={settings.signup_branch_field_required}
        />
      )}
    </>
  );
}
