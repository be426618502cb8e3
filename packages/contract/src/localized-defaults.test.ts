import { expect, test } from 'vitest';
import { localizedSetting } from './localized-defaults.ts';

const nord = { name: 'Studio Nord', locale: 'da' as const };

test('an untouched default shows in the page’s language; a studio’s own text as written', () => {
  // The server fills the default in the studio's locale, the name put in.
  expect(localizedSetting('login_greeting', 'Velkommen til Studio Nord', nord, 'en')).toBe(
    'Welcome to Studio Nord',
  );
  expect(localizedSetting('login_greeting', 'Velkommen til [studio_name]', nord, 'nb')).toBe(
    'Velkommen til Studio Nord',
  );
  expect(localizedSetting('login_greeting', '', nord, 'en')).toBe('Welcome to Studio Nord');
  expect(localizedSetting('login_greeting', 'Hej med dig!', nord, 'en')).toBe('Hej med dig!');
  expect(localizedSetting('customer_branch_field_label', 'Afdeling', nord, 'en')).toBe('Branch');
});
