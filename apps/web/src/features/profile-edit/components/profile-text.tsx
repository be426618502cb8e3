/** One text field of the profile form, bound to react-hook-form (label, error, autocomplete). */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactValues } from '../../../entities/auth/lib/contact-values.ts';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { ProfileValues } from '../lib/profile-values.ts';

/** The profile's own texts; the contact fields are entities/auth's. */
type TextName = Exclude<
  keyof ProfileValues,
  keyof ContactValues | 'customer_additional_info' | 'class_reminder_emails' | 'locale'
>;

interface Props {
  control: Control<ProfileValues>;
  name: TextName;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  isRequired?: boolean;
  description?: string;
}

/** Renders `<TextField>` for `name`, labelled `profile-edit:<name>`; its error is the translated schema message. */
export function ProfileText({ control, name, type = 'text', ...props }: Props) {
  const { t } = useTranslation(['profile-edit', 'validation']);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          inputRef={field.ref}
          type={type}
          label={t(name)}
          errorMessage={fieldError(t, fieldState)}
        />
      )}
    />
  );
}
