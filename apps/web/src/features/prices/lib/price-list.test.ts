import { expect, test } from 'vitest';
import type { PriceGroup } from '@studio/contract/catalogue';
import { initialGroupId, itemsInGroup, showGiftCard, visibleGroups } from './price-list.ts';

const group = (id: number, sort: number, shown = true): PriceGroup => ({
  id,
  client: 1,
  name: `Group ${id}`,
  show_in_default_price_list: shown,
  sort,
  createdAt: 0,
  updatedAt: 0,
  archived: false,
});

test('hidden groups appear only when the desired item selects them, and come first then', () => {
  const groups = [group(1, 2), group(2, 1), group(3, 0, false)];
  expect(visibleGroups(groups).map((g) => g.id)).toEqual([2, 1]);
  const desired = [group(3, 0, false)];
  const visible = visibleGroups(groups, desired);
  expect(visible.map((g) => g.id)).toEqual([3, 2, 1]);
  expect(initialGroupId(visible, desired)).toBe(3);
  expect(initialGroupId(visibleGroups(groups), [])).toBe(2);
});

test("a group's items keep the group's order; without groups everything shows", () => {
  const items = [
    { id: 1, price_groups: [{ id: 7, sort_in_price_group: 2 }] },
    { id: 2, price_groups: [{ id: 8, sort_in_price_group: 0 }] },
    { id: 3, price_groups: [{ id: 7, sort_in_price_group: 1 }] },
  ];
  expect(itemsInGroup(items, 7).map((item) => item.id)).toEqual([3, 1]);
  expect(itemsInGroup(items, undefined).map((item) => item.id)).toEqual([1, 2, 3]);
});

test('the gift card shows in the listed groups only, or in all when none are listed', () => {
  const on = { gift_card_show_in_prices: true };
  expect(showGiftCard({}, 1)).toBe(false);
  expect(showGiftCard(on, 1)).toBe(true);
  expect(showGiftCard({ ...on, gift_card_show_in_price_groups: '[2]' }, 1)).toBe(false);
  expect(showGiftCard({ ...on, gift_card_show_in_price_groups: '[2,5]' }, 2)).toBe(true);
  expect(showGiftCard({ ...on, gift_card_show_in_price_groups: '[]' }, 2)).toBe(true);
  expect(showGiftCard({ ...on, gift_card_show_in_price_groups: '[2]' }, undefined)).toBe(true);
});
