/** My info (seed 000 §2 My profile): picture, name, email, phone and a link to edit them. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@studio/contract/users';
import { imageUrl } from '../../../shared/api/config.ts';
import { Card } from '../../../shared/ui/card.tsx';

/** The customer's contact details. */
export function MyInfoCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const picture = typeof user.image === 'object' && user.image ? user.image.filename : null;
  return (
    <Card
      title={t('my_info')}
      action={
        <Link to="/edit-profile" className="card-link">
          {t('edit')}
        </Link>
      }
    >
      {picture && (
        // Seed 000 §9: the profile image is shown 80×80, cropped.
        <img
          className="info-picture"
          src={imageUrl(picture, 80, 80)}
          alt={t('your_picture')}
          width={80}
          height={80}
        />
      )}
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
