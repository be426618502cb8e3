/**
 * The signup form (seed 000 §2 signup page, §5): name, email, password, the fields the studio
 * switches on, and the terms. Bad input is shown at the field and nothing is sent.
 */
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { Studio } from '../../../shared/api/studio.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSignup } from '../api/signup.ts';
import { emailConfirmationLink } from '../lib/email-confirmation-link.ts';
import {
  blankSignup,
  signupResolver,
  toSignupBody,
  type SignupValues,
} from '../lib/signup-values.ts';
import { EmailExistsDialog, isEmailTaken } from './email-exists-dialog.tsx';
import { SignupOptionalFields } from './signup-optional-fields.tsx';
import type { AuthFormExtras } from './login-form.tsx';
import { TermsField } from './terms-field.tsx';
import './auth-form.css';

type BaseName = 'first_name' | 'last_name' | 'email' | 'password';
const autoCompletes: Record<BaseName, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  password: 'new-password',
};

/** `onSignedUp(firstName)` runs once the customer exists and is logged in. */
export function SignupForm({
  studio,
  onSignedUp,
  submitLabel,
  children,
  beforeSubmit,
}: {
  studio: Studio;
  onSignedUp: (name: string) => void;
} & AuthFormExtras) {
  const { t } = useTranslation('auth');
  const { settings } = studio;
  const form = useForm<SignupValues>({
    resolver: signupResolver(settings),
    defaultValues: blankSignup(
      settings,
      studio.branches.map((branch) => branch.id),
    ),
  });
  const signup = useSignup({ onSuccess: () => onSignedUp(form.getValues('first_name').trim()) });
  const confirmationLink = emailConfirmationLink();
  const terms = String((studio as { terms?: unknown }).terms || settings.terms || '');

  const base = (name: BaseName, type = 'text') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          type={type}
          autoComplete={autoCompletes[name]}
          label={t(name)}
          isRequired
          description={name === 'password' ? t('password_rule') : undefined}
          errorMessage={fieldError(t, fieldState)}
        />
      )}
    />
  );

  return (
    <Form
      className="auth-form"
      validationBehavior="aria"
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (beforeSubmit?.() === false) return;
          signup.mutate(toSignupBody(values, settings, confirmationLink));
        })(event)
      }
    >
      <div className="field-row">
        {base('first_name')}
        {base('last_name')}
      </div>
      {base('email', 'email')}
      {base('password', 'password')}
      <SignupOptionalFields control={form.control} studio={studio} />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <TermsField
            terms={terms}
            isSelected={field.value}
            onChange={field.onChange}
            errorMessage={fieldError(t, fieldState)}
          />
        )}
      />
      {children}
      {!isEmailTaken(signup.error) && <RefusalMessage error={signup.error} />}
      <Button type="submit" isPending={signup.isPending} className="auth-submit">
        {submitLabel ?? t('create_profile')}
      </Button>
      <EmailExistsDialog error={signup.error} onClose={signup.reset} />
    </Form>
  );
}
