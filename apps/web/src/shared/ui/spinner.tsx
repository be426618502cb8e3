/** A loading spinner with a screen-reader label; `fullScreen` centres it in the viewport. */
import { useTranslation } from 'react-i18next';
import './spinner.css';

/** Shown while the studio, the login status or a page loads (seed 000 §2 Init). */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'spinner-screen' : 'spinner-block'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
