/**
 * The preloader (`/livestream/class/{classId}/preloader`, seed 000 §2 LivestreamClassPreloader:
 * "replaces the route with the livestream class page"), where a class's `livestream_link` points:
 * "Opening the livestream…", then the room in place of this route, so Back does not return here.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../../shared/ui/spinner.css';

/** `classId`: the route's parameter as written in the address. */
export function Preloader({ classId }: { classId: string }) {
  const { t } = useTranslation('livestream');
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/livestream/class/${encodeURIComponent(classId)}`, { replace: true });
  }, [classId, navigate]);
  return (
    <main className="page page-narrow livestream-preloader">
      <span className="spinner" aria-hidden="true" />
      <h1 className="page-title">{t('opening')}</h1>
    </main>
  );
}
