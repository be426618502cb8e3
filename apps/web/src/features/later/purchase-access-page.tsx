/**
 * PurchaseAccessForClass (seed 000 §2, §8): the customer tried to book a class without a valid class
 * pass or membership. Until the purchase flow arrives, the page says what is needed and links to
 * Prices. Reads `classId`, `seatCount` and `attendanceType` from the query string.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/ui/button.css';
import './later.css';

/** Loads the page's texts with the route. */
export async function loader() {
  await i18n.loadNamespaces('later');
  return null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('later');
  const [params] = useSearchParams();
  const seats = Math.max(1, Number.parseInt(params.get('seatCount') ?? '1', 10) || 1);
  const livestream = params.get('attendanceType') === 'class_livestream';
  return (
    <main className="page page-narrow later-page">
      <h1 className="page-title">{t('access_title')}</h1>
      <p>{t(livestream ? 'access_needed_livestream' : 'access_needed', { count: seats })}</p>
      <p>{t('access_buy_later')}</p>
      <div className="later-actions">
        <Link to="/prices" className="button button-primary">
          {t('see_prices')}
        </Link>
        <Link to="/schedule" className="button button-secondary">
          {t('go_to_schedule')}
        </Link>
      </div>
    </main>
  );
}
