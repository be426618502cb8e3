/**
 * E-mail confirmation (seed 000 §2 "Email confirmation page", §4): the link from the welcome
 * e-mail is checked at once. LOADING → EMAIL_CONFIRMED (on to Checkout when the cart has items,
 * else My profile when logged in, else Login), TOKEN_NOT_FOUND, or TOKEN_EXPIRED, whose button
 * resends the welcome e-mail → NEW_EMAIL_SENT.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { EmailConfirmationStatus } from '@studio/contract/account';
import { isRefusal } from '../../shared/api/errors.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/button.tsx';
import { RefusalMessage } from '../../shared/ui/refusal-message.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { confirmEmailQuery, useResendWelcomeEmail } from './api/confirm-email.ts';
import { NextStepLink } from './components/next-step-link.tsx';
import './email-confirmation.css';

/** Loads the texts with the route. */
export async function loader() {
  await i18n.loadNamespaces(['email-confirmation', 'errors']);
  return null;
}

/** The page's status from the confirm call (null: a failure that is none of the seed's states). */
function statusOf(check: { isPending: boolean; isError: boolean; error: unknown }) {
  if (check.isPending) return 'LOADING';
  if (!check.isError) return 'EMAIL_CONFIRMED';
  if (isRefusal(check.error, 'E_TOKEN_EXPIRED')) return 'TOKEN_EXPIRED';
  if (isRefusal(check.error, 'E_TOKEN_NOT_FOUND')) return 'TOKEN_NOT_FOUND';
  return null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('email-confirmation');
  const { email = '', token = '' } = useParams();
  const check = useQuery(confirmEmailQuery({ email, token }));
  const [resent, setResent] = useState(false);
  const resend = useResendWelcomeEmail(() => setResent(true));
  const status: EmailConfirmationStatus | null = resent ? 'NEW_EMAIL_SENT' : statusOf(check);

  return (
    <main className="page page-narrow confirm-page">
      <div className="confirm-card" aria-live="polite">
        {status === 'LOADING' && (
          <>
            <h1 className="page-title">{t('loading_title')}</h1>
            <Spinner />
          </>
        )}
        {status === 'EMAIL_CONFIRMED' && (
          <>
            <h1 className="page-title">{t('confirmed_title')}</h1>
            <p>{t('confirmed_text', { email })}</p>
            <NextStepLink />
          </>
        )}
        {status === 'TOKEN_NOT_FOUND' && (
          <>
            <h1 className="page-title">{t('not_found_title')}</h1>
            <p>{t('not_found_text')}</p>
            <NextStepLink />
          </>
        )}
        {status === 'TOKEN_EXPIRED' && (
          <>
            <h1 className="page-title">{t('expired_title')}</h1>
            <p>{t('expired_text')}</p>
            <RefusalMessage error={resend.error} />
            <Button onPress={() => resend.mutate(email)} isPending={resend.isPending}>
              {t('send_new_email')}
            </Button>
          </>
        )}
        {status === 'NEW_EMAIL_SENT' && (
          <>
            <h1 className="page-title">{t('sent_title')}</h1>
            <p>{t('sent_text', { email })}</p>
            <p className="confirm-muted">{t('sent_spam_hint')}</p>
          </>
        )}
        {status === null && (
          <>
            <h1 className="page-title">{t('failed_title')}</h1>
            <RefusalMessage error={check.error} />
            <Link to="/login">{t('go_to_login')}</Link>
          </>
        )}
      </div>
    </main>
  );
}
