/**
 * Where a confirmed customer goes next (seed 000 §2 email confirmation page): Checkout when the
 * cart has items, else My profile when logged in, else Login.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../../../shared/session/cart.ts';
import { loginStatusQuery } from '../../../shared/session/session.ts';
import '../../../shared/ui/button.css';

/** A button-looking link to the next step. */
export function NextStepLink() {
  const { t } = useTranslation('email-confirmation');
  const status = useQuery(loginStatusQuery).data;
  const userId = status?.status === 'LOGGED_IN' ? status.userId : undefined;
  const cartCount = useCartCount(userId);
  const [to, label] =
    userId === undefined
      ? ['/login', 'go_to_login']
      : cartCount > 0
        ? ['/checkout', 'go_to_checkout']
        : ['/my-profile', 'go_to_profile'];
  return (
    <Link to={to} className="button button-primary confirm-next">
      {t(label)}
    </Link>
  );
}
