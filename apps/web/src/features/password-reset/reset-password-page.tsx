/**
 * Reset password, the request (seed 000 §2 reset password, §5 reset request, §8): the customer
 * types their e-mail and gets a link valid one hour. After sending, the page says where the link
 * went and to look in the spam folder; an unknown e-mail is told it is not in the system.
 * `?email=` fills the field (the set-new-password page's "ask for a new link").
 */
import { useState } from 'react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { PasswordResetRequestForm } from '@studio/contract/account';
import { isRefusal } from '../../shared/api/errors.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/button.tsx';
import { fieldError } from '../../shared/ui/field-error.ts';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useSendResetLink } from './api/password-reset.ts';
import { LinkSent } from './components/link-sent.tsx';
import './password-reset.css';

/** Loads the texts with the route. */
export async function loader() {
  await i18n.loadNamespaces(['password-reset', 'validation', 'errors']);
  return null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation(['password-reset', 'validation']);
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestForm>({
    resolver: standardSchemaResolver(PasswordResetRequestForm),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const send = useSendResetLink(setSentTo);
  const unknown = isRefusal(send.error, 'E_EMAIL_NOT_FOUND');

  const submit = form.handleSubmit(({ email }) =>
    send.mutate(email, {
      onError: (error) => {
        if (isRefusal(error, 'E_EMAIL_NOT_FOUND'))
          form.setError(
            'email',
            { message: 'password-reset:email_not_found' },
            { shouldFocus: true },
          );
      },
    }),
  );

  return (
    <main className="page page-narrow reset-page">
      <div className="reset-card">
        <h1 className="page-title">{t('request_title')}</h1>
        {sentTo ? (
          <LinkSent email={sentTo} onAgain={() => setSentTo(null)} />
        ) : (
          <>
            <p className="reset-intro">{t('request_intro')}</p>
            <Form
              className="reset-form"
              validationBehavior="aria"
              onSubmit={(event) => void submit(event)}
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
                    isRequired
                    errorMessage={fieldError(t, fieldState)}
                  />
                )}
              />
              {!unknown && <RefusalMessage error={send.error} />}
              <Button type="submit" isPending={send.isPending} className="reset-submit">
                {t('send_link')}
              </Button>
            </Form>
          </>
        )}
        <p className="reset-links">
          <Link to="/login">{t('back_to_login')}</Link>
        </p>
      </div>
    </main>
  );
}
