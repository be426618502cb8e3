/**
 * Server texts in the page's language (issue 26, CONTRACT §1.13): the server writes its
 * ready-made texts (`capacity_text`, `waiting_list_text`, `customer_cancellation_warning`, …) and
 * the localized-default settings in the studio's `locale`. Where the customer reads the page in
 * another language, a screen shows its own text built from the answer's fields instead, as the
 * schedule's seat lines do. Imported by lazy pages only: not on the schedule's first load.
 */
import { useTranslation } from 'react-i18next';
import { localizedSetting, type LocalizedSetting } from '@studio/contract/localized-defaults';
import { useStudio } from '../api/studio.ts';
import { toLanguage } from './i18n.ts';

/** Whether the server's texts are in the page's language (the studio's locale is the page's). */
export function useServerTextsFit(): boolean {
  const { i18n } = useTranslation();
  const { settings } = useStudio();
  return toLanguage(settings.locale) === toLanguage(i18n.language);
}

/**
 * A localized-default setting (`login_greeting`, …) as the page shows it: the studio's own text as
 * written, an untouched default in the page's language (contract localized-defaults.ts).
 */
export function useLocalizedSetting(key: LocalizedSetting): string {
  const { i18n } = useTranslation();
  const studio = useStudio();
  return localizedSetting(
    key,
    studio.settings[key],
    { name: studio.name, locale: toLanguage(studio.settings.locale) },
    toLanguage(i18n.language),
  );
}
