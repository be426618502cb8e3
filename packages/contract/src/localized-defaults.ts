/**
 * Text settings whose default depends on the client's locale (CONTRACT §2 settings tables). The
 * server fills an unset one with its text in the studio's `locale`, `[studio_name]` replaced by
 * the studio's name; the web reads the same table to tell such an untouched default from a text
 * the studio wrote, and shows its own translation in place of the default when the page's
 * language is not the studio's (issue 26, decision 2026-11-27-visitor-start-page).
 */
type Texts = Record<'da' | 'en' | 'nb', string>;

export const localizedSettingDefaults = {
  login_greeting: {
    da: 'Velkommen til [studio_name]',
    en: 'Welcome to [studio_name]',
    nb: 'Velkommen til [studio_name]',
  },
  customer_branch_field_label: { da: 'Afdeling', en: 'Branch', nb: 'Avdeling' },
  calendar_few_seats_left_warning_text: {
    da: 'Få pladser tilbage',
    en: 'Few seats left',
    nb: 'Få plasser igjen',
  },
  customer_profile_video_widget_title: { da: 'Mine videoer', en: 'My videos', nb: 'Mine videoer' },
} satisfies Record<string, Texts>;

export type LocalizedSetting = keyof typeof localizedSettingDefaults;

/**
 * A localized setting's value as the page should show it: when `value` is the default of the
 * studio's locale (`studioLocale`), the default in `language` instead; else `value` as the studio
 * wrote it. `[studio_name]` is replaced either way.
 */
export function localizedSetting(
  key: LocalizedSetting,
  value: unknown,
  studio: { name: string; locale: 'da' | 'en' | 'nb' },
  language: 'da' | 'en' | 'nb',
): string {
  const texts = localizedSettingDefaults[key];
  const fill = (text: string) => text.replace('[studio_name]', studio.name);
  const text = typeof value === 'string' ? value : '';
  const untouched = !text || fill(text) === fill(texts[studio.locale]);
  return fill(untouched ? texts[language] : text);
}
