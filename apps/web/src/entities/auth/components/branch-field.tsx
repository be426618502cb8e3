/**
 * The customer's branch (seed 000 §2 signup page and profile edit, §5), labelled with the studio's
 * `customer_branch_field_label`. "No branch chosen" is offered unless a branch is required.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Studio } from '../../../shared/api/studio.ts';
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
  return (
    <Controller
      control={contactControl(control)}
      name="branch"
      render={({ field, fieldState }) => (
        <SelectField
          {...field}
          selectRef={field.ref}
          label={studio.settings.customer_branch_field_label || t('branch')}
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
