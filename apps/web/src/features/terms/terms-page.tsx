/**
 * The studio's terms and conditions (`/terms`, open to visitors; seed 000 §2, seed 001 §2 Terms):
 * the `terms` text of the studio (the client column, or the setting of the same name, CONTRACT §2),
 * shown in the shell as the studio wrote it, paragraph by paragraph. A studio without terms gets a
 * sentence saying so, not an empty page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStudio } from '../../shared/api/studio.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { studioTerms, termsParagraphs } from './terms-text.ts';
import './terms.css';

/** Loads the page's texts with the route. */
export async function loader() {
  await i18n.loadNamespaces('terms');
  return null;
}

/** Route component. */
export function Component() {
  const { t } = useTranslation('terms');
  const studio = useStudio();
  const paragraphs = termsParagraphs(studioTerms(studio));
  return (
    <main className="page page-narrow terms-page">
      <h1 className="page-title">{t('title')}</h1>
      {paragraphs.length > 0 ? (
        paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      ) : (
        <p>{t('no_terms')}</p>
      )}
      <p>
        <Link to="/schedule">{t('go_to_schedule')}</Link>
      </p>
    </main>
  );
}
