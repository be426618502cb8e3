/**
 * Reset password, the link from the e-mail (seed 000 §2 "set-new-password page", §5, §8): the
 * link is checked first (POST /password-reset-check-token); an invalid or expired link says so
 * and offers a new one. A good link shows the e-mail and a new password typed twice; after the
 * change an alert tells so, and closing it goes to Login.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { resetTokenQuery } from './api/password-reset.ts';
import { BadLink } from './components/bad-link.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';
import './password-reset.css';

/** Loads the texts with the route. */
export async function loader() {
  await i18n.loadNamespaces(['password-reset', 'validation', 'errors']);
  return null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('password-reset');
  const { email = '', token = '' } = useParams();
  const check = useQuery(resetTokenQuery({ email, token }));

  return (
    <main className="page page-narrow reset-page">
      <div className="reset-card">
        <h1 className="page-title">{t('set_title')}</h1>
        {check.isPending ? (
          <Spinner />
        ) : check.isError ? (
          <BadLink email={email} error={check.error} />
        ) : (
          <NewPasswordForm email={email} token={token} />
        )}
      </div>
    </main>
  );
}
