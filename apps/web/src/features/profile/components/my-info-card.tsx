/** My info (seed 000 §2 My profile): name, email, phone and a link to edit them. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@studio/contract/users';
import { Card } from '../../../shared/ui/card.tsx';

/** The customer's contact details. */
export function MyInfoCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <Card
      title={t('my_info')}
      action={
        <Link to="/edit-profile" className="card-link">
          {t('edit')}
        </Link>
      }
    >
      <dl className="info-list">
        <dt>{t('name')}</dt>
        <dd>
          {user.first_name} {user.last_name}
        </dd>
        <dt>{t('email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('phone')}</dt>
        <dd>{user.phone || '–'}</dd>
      </dl>
    </Card>
  );
}
