/** The logged-in customer's menu: My profile, Edit profile, Sign out (seed 000 §2 header). */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { User } from '@studio/contract/users';
import { logout } from '../../shared/session/end-session.ts';
import { useDisclosure } from './use-disclosure.ts';

/** A disclosure under the customer's initials and first name. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useDisclosure();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

  return (
    <div className="header-disclosure" {...menu.rootProps}>
      <button className="header-icon-button user-button" {...menu.buttonProps}>
        <span className="user-initials" aria-hidden="true">
          {initials}
        </span>
        <span className="user-name">{user.first_name}</span>
        <span className="visually-hidden">{t('account_menu')}</span>
      </button>
      <ul className="header-panel" hidden={!menu.open} {...menu.panelProps}>
        <li>
          <Link to="/my-profile" onClick={menu.close}>
            {t('my_profile')}
          </Link>
        </li>
        <li>
          <Link to="/edit-profile" onClick={menu.close}>
            {t('edit_profile')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              menu.close();
              void logout().then(() => navigate('/login'));
            }}
          >
            {t('sign_out')}
          </button>
        </li>
      </ul>
    </div>
  );
}
