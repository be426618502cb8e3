/** One text field of the profile form, bound to react-hook-form (label, error, autocomplete). */
import type { TFunction } from 'i18next';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { ProfileValues } from '../lib/profile-values.ts';

type TextName = Exclude<keyof ProfileValues, 'branch' | 'country' | 'date_of_birth'>;

interface Props {
  control: Control<ProfileValues>;
  name: TextName;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  isRequired?: boolean;
  description?: string;
  /** The label, when not the field's own text `profile-edit:<name>`. */
  label?: string;
}

/** A schema message (`validation:…`) in words. */
export function formError(t: TFunction, key: string | undefined): string | undefined {
  return key ? t(key) : undefined;
}

/** Renders `<TextField>` for `name`; its error is the translated schema message. */
export function ProfileText({ control, name, label, type = 'text', ...props }: Props) {
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
          label={label ?? t(name)}
          errorMessage={formError(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
