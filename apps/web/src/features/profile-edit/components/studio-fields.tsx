/**
 * What the studio asks for beyond the profile (seed 000 §2 profile edit): the customer's branch,
 * labelled with the studio's `customer_branch_field_label`, when the studio has branches; the
 * additional-info text when `customer_profile_use_additional_info_field` is on, with the studio's
 * `customer_profile_additional_info_field_subtitle` as its description.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Studio } from '../../../shared/api/studio.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import type { ProfileFieldSwitches, ProfileValues } from '../lib/profile-values.ts';
import { formError } from './profile-text.tsx';

interface Props {
  control: Control<ProfileValues>;
  studio: Studio;
  shown: ProfileFieldSwitches;
}

/** Renders nothing for a switch that is off. */
export function StudioFields({ control, studio, shown }: Props) {
  const { t } = useTranslation(['profile-edit', 'validation']);
  const { settings } = studio;
  const subtitle = String(settings.customer_profile_additional_info_field_subtitle ?? '');
  return (
    <>
      {shown.branches && (
        <Controller
          control={control}
          name="branch"
          render={({ field, fieldState }) => (
            <SelectField
              {...field}
              selectRef={field.ref}
              label={settings.customer_branch_field_label || t('branch')}
              errorMessage={formError(t, fieldState.error?.message)}
              options={[
                { value: '', label: t('no_branch') },
                ...studio.branches.map((branch) => ({
                  value: String(branch.id),
                  label: branch.name,
                })),
              ]}
            />
          )}
        />
      )}
      {shown.additionalInfo && (
        <Controller
          control={control}
          name="customer_additional_info"
          render={({ field, fieldState }) => (
            <TextAreaField
              {...field}
              label={t('customer_additional_info')}
              description={subtitle || undefined}
              errorMessage={formError(t, fieldState.error?.message)}
            />
          )}
        />
      )}
    </>
  );
}
