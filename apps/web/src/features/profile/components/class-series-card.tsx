/**
 * My class series (seed 001 §2 "Profile cards", §5): a series shows only when its individual
 * signups can be cancelled, it is still valid and classes are left.
 */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card.tsx';
import { useClassSeries } from '../api/get-class-series.ts';
import { visibleClassSeries } from '../lib/active-access.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';

/** Renders nothing without series to show. */
export function ClassSeriesCard({ userId, today }: { userId: number; today: string }) {
  const { t, i18n } = useTranslation('profile');
  const series = visibleClassSeries(useClassSeries(userId), today);
  if (!series.length) return null;
  return (
    <Card title={t('my_class_series', { count: series.length })}>
      <ul className="access-list">
        {series.map((item) => {
          const validUntil = item.valid_until ?? item.class_series_type?.valid_until;
          return (
            <li key={item.id} className="access-item">
              <strong>{item.class_series_type?.name ?? t('class_series')}</strong>
              <span>{t('series_classes_left', { count: item.classes_left })}</span>
              {validUntil && (
                <span className="access-muted">
                  {t('valid_until', { date: formatDate(validUntil, i18n.language) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
