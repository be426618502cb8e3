/**
 * What the studio asks for beyond the profile (seed 000 §2 profile edit): the customer's branch,
 * labelled with the studio's `customer_branch_field_label`, when the studio has branches; the
 * additional-info text when `customer_profile_use_additional_info_field` is on, with the studio's
 * `customer_profile_additional_info_field_subtitle` as its description.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BranchField } from '../../../entities/auth/components/branch-field.tsx';
import type { Studio } from '../../../shared/api/studio.ts';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import type { ProfileFieldSwitches, ProfileValues } from '../lib/profile-values.ts';

interface Props {
  control: Control<ProfileValues>;
  studio: Studio;
  shown: ProfileFieldSwitches;
}

/** Renders nothing for a switch that is off. */
export function StudioFields({ control, studio, shown }: Props) {
  const { t } = useTranslation(['profile-edit', 'validation']);
  const subtitle = String(studio.settings.customer_profile_additional_info_field_subtitle ?? '');
  return (
    <>
      {shown.branches && <BranchField control={control} studio={studio} />}
      {shown.additionalInfo && (
        <Controller
          control={control}
          name="customer_additional_info"
          render={({ field, fieldState }) => (
            <TextAreaField
              {...field}
              label={t('customer_additional_info')}
              description={subtitle || undefined}
              errorMessage={fieldError(t, fieldState)}
            />
          )}
        />
      )}
    </>
  );
}
