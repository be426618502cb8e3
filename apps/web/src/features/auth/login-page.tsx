/**
 * Login (seed 000 §2 login page, §4 login success): after logging in the customer goes to the
 * route the guard remembered, else My profile. A customer who is already logged in skips the page.
 */
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useLocalizedSetting } from '../../shared/i18n/server-text.ts';
import { takeRememberedRoute } from '../../shared/session/remembered-route.ts';
import { isLoggedIn } from '../../shared/session/require-user.ts';
import { LoginForm } from '../../entities/auth/components/login-form.tsx';
import './auth.css';

/** Loads the texts; sends a logged-in customer on. */
export async function loader() {
  const [loggedIn] = await Promise.all([isLoggedIn(), i18n.loadNamespaces('auth')]);
  return loggedIn ? redirect(takeRememberedRoute() ?? '/my-profile') : null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  // The studio's welcome as written, or the default welcome in the page's language (issue 26).
  const greeting = useLocalizedSetting('login_greeting');

  return (
    <main className="page page-narrow auth-page">
      <div className="auth-card">
        <h1 className="page-title">{t('log_in')}</h1>
        {greeting && <p className="auth-greeting">{greeting}</p>}
        <LoginForm
          onLoggedIn={() =>
            void navigate(takeRememberedRoute() ?? '/my-profile', { replace: true })
          }
        />
        <p className="auth-links">
          <Link to="/reset-password">{t('forgot_password')}</Link>
        </p>
        <p className="auth-links">
          {t('no_profile_yet')} <Link to="/signup">{t('create_profile')}</Link>
        </p>
      </div>
    </main>
  );
}
