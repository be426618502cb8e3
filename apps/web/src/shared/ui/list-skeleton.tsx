/**
 * A list that is loading (issue 26 item 9): `rows` pale cards in the shape of the items to come,
 * so the page keeps its layout while the list arrives, instead of a spinner. One status for
 * screen readers ("Loading"); the cards themselves are hidden from them. For the lazy pages'
 * lists (My classes, Upcoming classes, Prices, Events); the schedule keeps its spinner, which is
 * in the first load already.
 */
import { useTranslation } from 'react-i18next';
import './list-skeleton.css';

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="list-skeleton-card" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
