/**
 * Signup (seed 000 §2 signup page, §4 signup success): after the profile is made the customer is
 * logged in, sees a welcome, and goes on to Prices (in mobile-app mode to My profile), or back to
 * the route remembered before Login (e.g. the class dialog of "Log in to book", issue 15).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-aria-components';
import { Link, redirect, useHref, useNavigate } from 'react-router';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { finishSignupInMobileApp } from '../../shared/session/mobile-app-signup.ts';
import { takeRememberedRoute } from '../../shared/session/remembered-route.ts';
import { isLoggedIn } from '../../shared/session/require-user.ts';
import { SignupForm } from '../../entities/auth/components/signup-form.tsx';
import { SignupSuccessDialog } from './components/signup-success-dialog.tsx';
import './auth.css';

/** Loads the texts; a logged-in customer has a profile already. */
export async function loader() {
  const [loggedIn] = await Promise.all([isLoggedIn(), i18n.loadNamespaces('auth')]);
  return loggedIn ? redirect('/my-profile') : null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const studio = useStudio();
  const [welcomed, setWelcomed] = useState<string | null>(null);

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <main className="page page-narrow auth-page">
        <div className="auth-card">
          <h1 className="page-title">{t('create_profile')}</h1>
          <p className="auth-greeting">{t('signup_intro', { studio: studio.name })}</p>
          <SignupForm
            studio={studio}
            onSignedUp={(name) => {
              // In the studio's app there is no welcome dialog (seed 000 §4 signup success).
              if (!finishSignupInMobileApp((path) => void navigate(path, { replace: true })))
                setWelcomed(name);
            }}
          />
          <p className="auth-links">
            {t('have_profile')} <Link to="/login">{t('log_in')}</Link>
          </p>
        </div>
        <SignupSuccessDialog
          isOpen={welcomed !== null}
          name={welcomed ?? ''}
          onContinue={() => void navigate(takeRememberedRoute() ?? '/prices', { replace: true })}
        />
      </main>
    </RouterProvider>
  );
}
