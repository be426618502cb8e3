/** One text field of the contact fields (phone, address), labelled from namespace `auth`. */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { contactControl, type ContactValues } from '../lib/contact-values.ts';

interface Props<T extends ContactValues> {
  control: Control<T>;
  name: 'phone' | 'address_1' | 'address_2' | 'zip_code' | 'city';
  autoComplete: string;
  type?: 'text' | 'tel';
  isRequired?: boolean;
}

/** Renders `<TextField>` for `name`; its error is the translated schema message. */
export function ContactTextField<T extends ContactValues>({
  control,
  name,
  autoComplete,
  type = 'text',
  isRequired,
}: Props<T>) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      control={contactControl(control)}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          type={type}
          autoComplete={autoComplete}
          label={t(name)}
          isRequired={isRequired}
          errorMessage={fieldError(t, fieldState)}
        />
      )}
    />
  );
}
