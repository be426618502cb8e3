/** Text settings whose default depends on the client's locale (CONTRACT §2 settings tables). */
import type { Texts } from '../../platform/i18n/locale.ts';

export const localizedSettingDefaults: Record<string, Texts> = {
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
};
