/** My class passes (seed 000 §2 My profile): name, classes left or unlimited, valid until. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card.tsx';
import type { ClassPass } from '@studio/contract/access';
import { isUnlimited, typeName } from '../lib/active-access.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';

/** Renders nothing without passes. */
export function ClassPassesCard({ passes }: { passes: ClassPass[] }) {
  const { t, i18n } = useTranslation('profile');
  if (!passes.length) return null;
  return (
    <Card title={t('my_class_passes', { count: passes.length })}>
      <ul className="access-list">
        {passes.map((pass) => (
          <li key={pass.id} className="access-item">
            <strong>{typeName(pass.class_pass_type) || t('class_pass')}</strong>
            <span>
              {isUnlimited(pass)
                ? t('unlimited_classes')
                : t('classes_left', { count: pass.classes_left ?? 0 })}
            </span>
            {pass.valid_until && (
              <span className="access-muted">
                {t('valid_until', { date: formatDate(pass.valid_until, i18n.language) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
