/**
 * react-aria's own labels and number/date formats ("Increase", "Decrease", "Dismiss", calendar
 * names) in the page's language (issue 15: one language at a time). The shared widgets that have
 * such texts (shared/ui dialog, number field, date picker) wrap themselves in it, so every screen
 * follows i18next without putting react-aria on the schedule's first load.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The BCP 47 locale react-aria uses for one of our languages (`da` → `da-DK`). */
export const ariaLocale = (language: string): string =>
  language === 'en' ? 'en-GB' : language === 'nb' ? 'nb-NO' : 'da-DK';

/** Gives `children` the react-aria locale of the page's language; follows `languageChanged`. */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={ariaLocale(i18n.language)}>{children}</I18nProvider>;
}
