/**
 * The header (seed 000 §2 header and menu): studio logo and name, the top menu by settings, the
 * cart icon, the user menu or Log in / Sign up, and the language picker (unless the studio's
 * `frontend_show_language_picker` is off). Inside a studio's frame a Close button tells the
 * studio's page to close (shared/lib/parent-frame.ts). Plain elements and CSS, so the first load
 * stays light; on a phone the bar is compact and the menu collapses behind a Menu button. The logo
 * takes a visitor to the schedule.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { imageUrl } from '../../shared/api/config.ts';
import { useStudio } from '../../shared/api/studio.ts';
import { useCurrentUser } from '../../shared/session/session.ts';
import { LanguagePicker } from './language-picker.tsx';
import { menuEntries } from './menu-entries.ts';
import { UserMenu } from './user-menu.tsx';
import { useDisclosure } from './use-disclosure.ts';
import './header.css';

// A visitor (the schedule's first load) has no cart: it loads once someone is logged in.
const CartLink = lazy(() => import('./cart-link.tsx').then((m) => ({ default: m.CartLink })));

/** Inside a studio's frame: tells the studio's page to close (shared/lib/parent-frame.ts). */
const closeFrame = () =>
  void import('../../shared/lib/parent-frame.ts').then((m) => m.closeOverlay(() => {}));

/** The site header for every route that is not full-screen. */
export function SiteHeader() {
  const { t } = useTranslation();
  const studio = useStudio();
  const user = useCurrentUser();
  const nav = useDisclosure();
  const entries = menuEntries(studio.settings);
  const hasNav = entries.length > 0 || user === null;
  const logo = studio.logo && typeof studio.logo === 'object' ? studio.logo.filename : null;

  return (
    <header className="site-header">
      <div className="site-header-inner" {...nav.rootProps}>
        {/* A visitor's start is the schedule; a customer's is the studio's start page. */}
        <Link to={user === null ? '/schedule' : '/'} className="brand">
          {logo && <img src={imageUrl(logo, 200, 100, false)} alt="" className="brand-logo" />}
          <span className="brand-name">{studio.name}</span>
        </Link>
        <nav
          aria-label={t('main_navigation')}
          className="site-nav"
          data-open={nav.open || undefined}
          {...nav.panelProps}
        >
          <ul className="site-nav-list">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className="site-nav-link" onClick={nav.close}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
            {user === null && (
              <>
                <li className="site-nav-visitor">
                  <NavLink to="/login" className="site-nav-link" onClick={nav.close}>
                    {t('log_in')}
                  </NavLink>
                </li>
                <li>
                  <NavLink
                    to="/signup"
                    className="site-nav-link site-nav-signup"
                    onClick={nav.close}
                  >
                    {t('sign_up')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="header-actions">
          {user && (
            <Suspense>
              <CartLink userId={user.id} />
            </Suspense>
          )}
          {studio.settings.frontend_show_language_picker && <LanguagePicker />}
          {user && <UserMenu user={user} />}
          {hasNav && (
            <button className="header-icon-button menu-toggle" {...nav.buttonProps}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
              </svg>
              <span className="visually-hidden">{t('menu')}</span>
            </button>
          )}
          {window.self !== window.top && (
            <button type="button" className="header-icon-button" onClick={closeFrame}>
              <span aria-hidden="true">✕</span>
              <span className="visually-hidden">{t('close')}</span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
