/**
 * The customer's branch (seed 000 §2 signup page and profile edit, §5), labelled with the studio's
 * `customer_branch_field_label` (its default in the page's language). "No branch chosen" is
 * offered unless a branch is required.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Studio } from '../../../shared/api/studio.ts';
import { useLocalizedSetting } from '../../../shared/i18n/server-text.ts';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { contactControl, type ContactValues } from '../lib/contact-values.ts';

interface Props<T extends ContactValues> {
  control: Control<T>;
  studio: Studio;
  isRequired?: boolean;
}

/** A select of the studio's branches. */
export function BranchField<T extends ContactValues>({ control, studio, isRequired }: Props<T>) {
  const { t } = useTranslation('auth');
  // The studio's label as written, an untouched default in the page's language (issue 26).
  const label = useLocalizedSetting('customer_branch_field_label');
  return (
    <Controller
      control={contactControl(control)}
      name="branch"
      render={({ field, fieldState }) => (
        <SelectField
          {...field}
          selectRef={field.ref}
          label={label || t('branch')}
          required={isRequired}
          errorMessage={fieldError(t, fieldState)}
          options={[
            ...(isRequired ? [] : [{ value: '', label: t('no_branch') }]),
            ...studio.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
          ]}
        />
      )}
    />
  );
}
