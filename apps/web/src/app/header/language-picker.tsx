/** The header's language picker: Danish, English, Norwegian Bokmål (seed 000 §1). */
import { useTranslation } from 'react-i18next';
import { languages, setLanguage, toLanguage } from '../../shared/i18n/i18n.ts';
import { useDisclosure } from './use-disclosure.ts';

/** A disclosure listing the languages; the choice is remembered in this browser. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const menu = useDisclosure();
  const current = toLanguage(i18n.language);

  return (
    <div className="header-disclosure" {...menu.rootProps}>
      <button
        className="header-icon-button language-button"
        // The name starts with the visible code (WCAG 2.5.3 label in name): "DA, Sprog: dansk".
        aria-label={`${current.toUpperCase()}, ${t('choose_language')}: ${t(`language_name_${current}`)}`}
        {...menu.buttonProps}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
        <span aria-hidden="true">{current.toUpperCase()}</span>
      </button>
      <ul className="header-panel" hidden={!menu.open} {...menu.panelProps}>
        {languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                menu.close();
                void setLanguage(language);
              }}
            >
              {t(`language_name_${language}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
