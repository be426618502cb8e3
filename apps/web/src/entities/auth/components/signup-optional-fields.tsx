/**
 * The signup fields the studio switches on (seed 000 §5): phone, date of birth, address (with
 * country) and branch, each shown and required exactly as its `signup_*` settings say.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignupSettings } from '@studio/contract/auth';
import type { Branch } from '@studio/contract/users';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { countryOptions } from '../lib/countries.ts';
import type { SignupValues } from '../lib/signup-values.ts';
import { BirthdayField } from './birthday-field.tsx';

interface Props {
  control: Control<SignupValues>;
  settings: SignupSettings;
  branches: Branch[];
  branchLabel: string;
}

type TextName = 'phone' | 'address_1' | 'zip_code' | 'city';

/** Renders nothing for a setting that is off. */
export function SignupOptionalFields({ control, settings, branches, branchLabel }: Props) {
  const { t, i18n } = useTranslation('auth');
  const addressRequired = settings.signup_address_fields_required;
  const branchRequired = settings.signup_branch_field_required;
  const text = (name: TextName, autoComplete: string, required: boolean, type = 'text') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          type={type}
          autoComplete={autoComplete}
          label={t(name)}
          isRequired={required}
          errorMessage={fieldError(t, fieldState)}
        />
      )}
    />
  );

  return (
    <>
      {settings.signup_show_phone_field &&
        text('phone', 'tel', settings.signup_phone_field_required, 'tel')}
      {settings.signup_show_date_of_birth_field && (
        <Controller
          control={control}
          name="date_of_birth"
          render={({ field, fieldState }) => (
            <BirthdayField
              label={t('date_of_birth')}
              value={field.value}
              onChange={field.onChange}
              selectRef={field.ref}
              required={settings.signup_date_of_birth_field_required}
              errorMessage={fieldError(t, fieldState)}
            />
          )}
        />
      )}
      {settings.signup_show_address_fields && (
        <>
          {text('address_1', 'street-address', addressRequired)}
          <div className="field-row">
            {text('zip_code', 'postal-code', addressRequired)}
            {text('city', 'address-level2', addressRequired)}
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
      )}
      {settings.signup_show_branch_field && (
        <Controller
          control={control}
          name="branch"
          render={({ field, fieldState }) => (
            <SelectField
              {...field}
              selectRef={field.ref}
              label={branchLabel}
              required={branchRequired}
              errorMessage={fieldError(t, fieldState)}
              options={[
                ...(branchRequired ? [] : [{ value: '', label: t('no_branch') }]),
                ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
              ]}
            />
          )}
        />
      )}
    </>
  );
}
