/**
 * Which price group the Prices page shows and what is in it (seed 001 §2 Prices, CONTRACT §9 price
 * groups): a group is visible when `show_in_default_price_list`, or when the route's `desiredItem`
 * selects it; the selector appears only with more than one visible group. A studio without price
 * groups shows everything.
 */
import type { PriceGroup } from '@studio/contract/catalogue';
import { priceGroupIdsSetting } from '@studio/contract/client';

interface InGroups {
  id: number;
  price_groups?: Array<{ id: number; sort_in_price_group?: number }>;
}

/** The groups to offer, by `sort`: default-list groups plus those `desired` names. */
export function visibleGroups(groups: PriceGroup[], desired: PriceGroup[] = []): PriceGroup[] {
  const wanted = new Set(desired.map((group) => group.id));
  return groups
    .filter(
      (group) => !group.archived && (group.show_in_default_price_list || wanted.has(group.id)),
    )
    .sort((a, b) => a.sort - b.sort);
}

/** The group shown first: the first visible one that holds the desired item, else the first. */
export function initialGroupId(visible: PriceGroup[], desired: PriceGroup[] = []): number | null {
  const wanted = new Set(desired.map((group) => group.id));
  return (visible.find((group) => wanted.has(group.id)) ?? visible[0])?.id ?? null;
}

/**
 * The items of group `groupId`, in the group's order (`sort_in_price_group`, then id). Without
 * price groups (`groupId` undefined) all items, by id.
 */
export function itemsInGroup<T extends InGroups>(items: T[], groupId: number | null | undefined) {
  if (groupId === undefined) return [...items].sort((a, b) => a.id - b.id);
  const place = (item: T) =>
    item.price_groups?.find((group) => group.id === groupId)?.sort_in_price_group;
  return items
    .filter((item) => item.price_groups?.some((group) => group.id === groupId))
    .sort((a, b) => (place(a) ?? 0) - (place(b) ?? 0) || a.id - b.id);
}

/**
 * Whether the gift card tile shows (CONTRACT §9): `gift_card_show_in_prices` on, and the group is
 * listed in `gift_card_show_in_price_groups` (§2: a JSON string, `"[2,5]"`) when that list is
 * non-empty. A value that is not such a string lists no group.
 */
export function showGiftCard(
  settings: Record<string, unknown>,
  groupId: number | null | undefined,
): boolean {
  if (!settings.gift_card_show_in_prices) return false;
  if (groupId === undefined) return true;
  const listed = priceGroupIdsSetting(settings.gift_card_show_in_price_groups) ?? [];
  return listed.length === 0 || (groupId !== null && listed.includes(groupId));
}
