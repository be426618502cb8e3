/** The cart icon: shown only when the customer's cart has items, links to Checkout (seed 000 §2). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../../shared/session/cart.ts';

/** Nothing for a visitor or an empty cart; else a link with the item count. */
export function CartLink({ userId }: { userId: number | undefined }) {
  const { t } = useTranslation();
  const count = useCartCount(userId);
  if (!count) return null;
  return (
    <Link
      to="/checkout"
      className="header-icon-button cart-link"
      aria-label={t('cart_with_items', { count })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.8l.9 2H21l-3.6 8.4a2 2 0 0 1-1.8 1.2H8.1l-1 1.8V16h12v2H5.5l2.4-4.4L5.2 4Z"
        />
      </svg>
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
