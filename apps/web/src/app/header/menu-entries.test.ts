import { expect, test } from 'vitest';
import { menuEntries } from './menu-entries.ts';

test('My profile joins the menu only when another entry exists', () => {
  expect(menuEntries({ frontend_show_menu_item_prices: true }).map((e) => e.label)).toEqual([
    'my_profile',
    'prices',
  ]);
  expect(menuEntries({})).toEqual([]);
});
