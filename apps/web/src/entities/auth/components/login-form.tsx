/**
 * The login form (seed 000 §2 login page, §5 login rules): email, password, remember me. Shared by
 * the Login page and Login with cart, which adds its own fields and submit text (seed 001 §2).
 * Texts: namespace `auth`, which the page loads.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import * as z from 'zod/mini';
import { LoginBody } from '@studio/contract/auth';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckboxField } from '../../../shared/ui/checkbox-field.tsx';
import { fieldError } from '../../../shared/ui/field-error.ts';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useLogin } from '../api/login.ts';
import { isLoginRefusal, LoginRefusalDialog } from './login-refusal-dialog.tsx';
import './auth-form.css';

/** The contract's login rules plus the remember-me choice, which stays in the browser. */
const LoginValues = z.extend(LoginBody, { remember: z.boolean() });
type LoginValues = z.infer<typeof LoginValues>;
const blank: LoginValues = { email: '', password: '', remember: false };

export interface AuthFormExtras {
  /** The submit button's text, when not the form's own ("Log in and pay"). */
  submitLabel?: string;
  /** Fields of the page shown above the submit button (terms for a purchase, a discount code). */
  children?: ReactNode;
  /** Runs once the form's own fields are valid; `false` stops the call (the page said why). */
  beforeSubmit?: () => boolean;
}

/** Calls `onLoggedIn` once the session has started. */
export function LoginForm({
  onLoggedIn,
  submitLabel,
  children,
  beforeSubmit,
}: { onLoggedIn: () => void } & AuthFormExtras) {
  const { t } = useTranslation('auth');
  const form = useForm<LoginValues>({
    resolver: standardSchemaResolver(LoginValues),
    defaultValues: blank,
  });
  const login = useLogin({ onSuccess: onLoggedIn });

  return (
    <Form
      className="auth-form"
      validationBehavior="aria"
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (beforeSubmit?.() === false) return;
          login.mutate(values);
        })(event)
      }
    >
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            type="email"
            autoComplete="email"
            label={t('email')}
            errorMessage={fieldError(t, fieldState)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            type="password"
            autoComplete="current-password"
            label={t('password')}
            errorMessage={fieldError(t, fieldState)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="remember"
        render={({ field }) => (
          <CheckboxField name="remember" isSelected={field.value} onChange={field.onChange}>
            {t('remember_me')}
          </CheckboxField>
        )}
      />
      {children}
      {!isLoginRefusal(login.error) && <RefusalMessage error={login.error} />}
      <Button type="submit" isPending={login.isPending} className="auth-submit">
        {submitLabel ?? t('log_in')}
      </Button>
      <LoginRefusalDialog error={login.error} onClose={login.reset} />
    </Form>
  );
}
