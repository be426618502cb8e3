/**
 * Name, e-mail, phone and date of birth (seed 000 §2 profile edit). The birthday picker offers
 * years from next year back 120 years, and its days follow the month (seed 000 §5).
 */
import type { Control } from 'react-hook-form';
import { BirthdayField } from '../../../entities/auth/components/birthday-field.tsx';
import { ContactTextField } from '../../../entities/auth/components/contact-text-field.tsx';
import type { ProfileValues } from '../lib/profile-values.ts';
import { ProfileText } from './profile-text.tsx';

/** The "about you" fields of the form. */
export function PersonalFields({ control }: { control: Control<ProfileValues> }) {
  return (
    <>
      <div className="field-row profile-edit-pair">
        <ProfileText control={control} name="first_name" autoComplete="given-name" isRequired />
        <ProfileText control={control} name="last_name" autoComplete="family-name" isRequired />
      </div>
      <ProfileText control={control} name="email" type="email" autoComplete="email" isRequired />
      <ContactTextField control={control} name="phone" type="tel" autoComplete="tel" />
      <BirthdayField control={control} />
    </>
  );
}
