/**
 * The honest placeholder for parts of the product that come with later work (events, prices,
 * checkout, memberships, video, gift cards, …): it says so, and offers the schedule.
 */
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/ui/button.css';
import './later.css';

/** Loads the page's texts with the route, so the page does not flash while they arrive. */
export async function loader() {
  await i18n.loadNamespaces('later');
  return null;
}

/** Route component; the route's `handle.later` names the part of the product. */
export function Component() {
  const { t } = useTranslation('later');
  const part = useMatches()
    .map((match) => (match.handle as { later?: string } | undefined)?.later)
    .findLast(Boolean);
  return (
    <main className="page page-narrow later-page">
      <h1 className="page-title">{part ? t(`part_${part}`) : t('title')}</h1>
      <p>{t('not_available_yet')}</p>
      <Link to="/schedule" className="button button-primary">
        {t('go_to_schedule')}
      </Link>
    </main>
  );
}
