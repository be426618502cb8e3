import { expect, test } from 'vitest';
import { withoutDesignFields } from './reference-shapes.ts';

test('reference mode drops the settings of our design, the visitor start page among them', () => {
  const client = {
    id: 1,
    settings: { locale: 'da', frontend_visitor_start_page: 'schedule', login_greeting: 'Hej' },
  };
  withoutDesignFields(client);
  expect(client.settings).toEqual({ locale: 'da', login_greeting: 'Hej' });
});
