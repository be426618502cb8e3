/** The "no memberships" box (seed 000 §2 My profile): no class pass or membership yet → Prices. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card.tsx';

/** Shown when the customer has neither a usable class pass nor a membership. */
export function NoAccessCard() {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('no_access_title')} className="no-access-card">
      <p>{t('no_access_message')}</p>
      <Link to="/prices" className="button button-primary">
        {t('see_prices')}
      </Link>
    </Card>
  );
}
