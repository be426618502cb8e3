/**
 * The profile edit form (seed 000 §2 profile edit, §5 rules): every field of the profile, the
 * studio's additional-info field and branch when it has them, the customer's mail preferences
 * (class reminders, mail language; issue 26), and an optional new password typed
 * twice. Bad input is shown at the field and nothing is sent; a taken e-mail is shown at the e-mail
 * field, other refusals above the save button.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { User } from '@studio/contract/users';
import { AddressFields } from '../../../entities/auth/components/address-fields.tsx';
import { isRefusal } from '../../../shared/api/errors.ts';
import type { Studio } from '../../../shared/api/studio.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  profileResolver,
  profileValues,
  toProfileBody,
  type ProfileFieldSwitches,
  type ProfileValues,
} from '../lib/profile-values.ts';
import { MailFields } from './mail-fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { ProfileText } from './profile-text.tsx';
import { StudioFields } from './studio-fields.tsx';

interface Props {
  user: User;
  studio: Studio;
  /** Told once the profile is saved and fetched again. */
  onSaved: () => void;
}

/** The form, filled from `user`. */
export function ProfileForm({ user, studio, onSaved }: Props) {
  const { t, i18n } = useTranslation('profile-edit');
  const shown: ProfileFieldSwitches = {
    additionalInfo: studio.settings.customer_profile_use_additional_info_field,
    branches: studio.branches.length > 0,
  };
  const form = useForm<ProfileValues>({
    resolver: profileResolver(shown),
    defaultValues: profileValues(user, i18n.language),
  });
  const save = useUpdateProfile(user.id, (saved) => {
    // The server's trimmed values become the form's, and the password fields empty again.
    form.reset(
      profileValues({ ...saved, branches: saved.branches ?? user.branches }, i18n.language),
    );
    onSaved();
  });
  const emailTaken = isRefusal(save.error, 'E_EMAIL_EXISTS', 'E_USER_EXISTS');

  const submit = form.handleSubmit((values) =>
    save.mutate(toProfileBody(values, shown), {
      onError: (error) => {
        if (isRefusal(error, 'E_EMAIL_EXISTS', 'E_USER_EXISTS'))
          form.setError('email', { message: 'profile-edit:email_taken' }, { shouldFocus: true });
      },
    }),
  );

  return (
    <Form
      className="profile-edit-form"
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="profile-edit-section">
        <legend>{t('section_about')}</legend>
        <PersonalFields control={form.control} />
      </fieldset>
      <fieldset className="profile-edit-section">
        <legend>{t('section_address')}</legend>
        <AddressFields control={form.control} withSecondLine />
      </fieldset>
      <fieldset className="profile-edit-section">
        <legend>{t('section_company')}</legend>
        <div className="field-row profile-edit-pair">
          <ProfileText control={form.control} name="company_name" autoComplete="organization" />
          <ProfileText control={form.control} name="vat_id" autoComplete="off" />
        </div>
      </fieldset>
      {(shown.additionalInfo || shown.branches) && (
        <fieldset className="profile-edit-section">
          <legend>{t('section_studio', { studio: studio.name })}</legend>
          <StudioFields control={form.control} studio={studio} shown={shown} />
        </fieldset>
      )}
      <fieldset className="profile-edit-section">
        <legend>{t('section_mail')}</legend>
        <MailFields control={form.control} />
      </fieldset>
      <fieldset className="profile-edit-section">
        <legend>{t('section_password')}</legend>
        <p className="profile-edit-hint">{t('password_hint')}</p>
        <ProfileText
          control={form.control}
          name="password"
          type="password"
          autoComplete="new-password"
          description={t('password_rule')}
        />
        <ProfileText
          control={form.control}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
        />
      </fieldset>
      {!emailTaken && <RefusalMessage error={save.error} />}
      <Button type="submit" isPending={save.isPending} className="profile-edit-save">
        {t('save')}
      </Button>
    </Form>
  );
}
