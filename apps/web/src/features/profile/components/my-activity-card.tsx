/**
 * My activity (seed 000 §2, setting `frontend_myprofile_show_myactivity`): classes attended per
 * month over the last 12 months as a bar chart. The SVG is one image with a label that sums it
 * up; a visually hidden table gives screen readers each month's figure.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card.tsx';
import { useActivityDates } from '../api/get-activity.ts';
import { classesPerMonth, type MonthCount } from '../lib/activity.ts';

const WIDTH = 360;
const HEIGHT = 150;
const AXIS = 20; // room for the month labels under the bars
const SLOT = WIDTH / 12;

const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);
const monthName = (month: string, language: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(language, {
    month: style,
    ...(style === 'long' && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(monthDate(month));

/**
 * Renders nothing while loading or when the history cannot be read. With no class attended yet
 * (a new customer) a short friendly line with the way to the schedule takes the chart's place
 * (issue 26: no empty chart at the top of the profile).
 */
export function MyActivityCard({ userId, today }: { userId: number; today: string }) {
  const { t } = useTranslation('profile');
  const { data } = useActivityDates(userId, today, true);
  if (!data) return null;
  const months = classesPerMonth(data, today);
  return (
    <Card title={t('my_activity')}>
      {months.some((month) => month.count > 0) ? (
        <ActivityChart months={months} />
      ) : (
        <p className="activity-empty">
          {t('activity_empty')} <Link to="/schedule">{t('activity_find_class')}</Link>
        </p>
      )}
    </Card>
  );
}

export function ActivityChart({ months }: { months: MonthCount[] }) {
  const { t, i18n } = useTranslation('profile');
  const total = months.reduce((sum, month) => sum + month.count, 0);
  const top = Math.max(1, ...months.map((month) => month.count));
  const barArea = HEIGHT - AXIS - 14; // 14: room for the figure above the tallest bar
  return (
    <figure className="activity-chart">
      <svg
        role="img"
        aria-label={t('activity_chart_label', { count: total })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
      >
        {months.map((month, index) => {
          const height = (month.count / top) * barArea;
          const x = index * SLOT + SLOT * 0.2;
          const y = HEIGHT - AXIS - height;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={y}
                width={SLOT * 0.6}
                height={height}
                rx={2}
                className="activity-bar"
              />
              {month.count > 0 && (
                <text x={x + SLOT * 0.3} y={y - 3} textAnchor="middle" className="activity-figure">
                  {month.count}
                </text>
              )}
              <text
                x={x + SLOT * 0.3}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="activity-month"
              >
                {monthName(month.month, i18n.language, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t('activity_table_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity_month')}</th>
            <th scope="col">{t('activity_classes')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month, i18n.language, 'long')}</th>
              <td>{month.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
