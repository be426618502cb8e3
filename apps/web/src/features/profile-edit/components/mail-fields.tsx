/**
 * What the customer's mail is like (issue 26): reminders before their classes on or off
 * (`class_reminder_emails`), and the language the studio writes to them in (`locale`: Danish,
 * English or Norwegian; the page's language until they choose). Language names are written in
 * their own language, so each reader finds theirs.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import type { ProfileValues } from '../lib/profile-values.ts';

const languages = [
  { value: 'da', label: 'Dansk' },
  { value: 'en', label: 'English' },
  { value: 'nb', label: 'Norsk bokmål' },
];

/** The checkbox and the language select. */
export function MailFields({ control }: { control: Control<ProfileValues> }) {
  const { t } = useTranslation('profile-edit');
  return (
    <>
      <Controller
        control={control}
        name="class_reminder_emails"
        render={({ field }) => (
          <CheckboxField name={field.name} isSelected={field.value} onChange={field.onChange}>
            {t('class_reminder_emails')}
          </CheckboxField>
        )}
      />
      <Controller
        control={control}
        name="locale"
        render={({ field }) => (
          <SelectField
            {...field}
            selectRef={field.ref}
            label={t('mail_locale')}
            options={languages}
          />
        )}
      />
    </>
  );
}
