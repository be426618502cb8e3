/**
 * The header's top menu (seed 000 §2 header and menu): Schedule, Events and Prices each follow
 * their `frontend_show_menu_item_*` setting; My profile is an entry only when it would not be the
 * only one.
 */
import type { Settings } from '@studio/contract/client';

export interface MenuEntry {
  to: string;
  /** Key in the `common` namespace. */
  label: 'my_profile' | 'schedule' | 'events' | 'prices';
}

/** The menu settings of the studio (CONTRACT §2 settings); an absent one hides its entry. */
type MenuSettings = Partial<
  Pick<
    Settings,
    | 'frontend_show_menu_item_calendar'
    | 'frontend_show_menu_item_events'
    | 'frontend_show_menu_item_prices'
  >
>;

/** The menu entries, in menu order, for a studio's settings. */
export function menuEntries(settings: MenuSettings): MenuEntry[] {
  const entries: MenuEntry[] = [];
  // Truthiness, not `=== true`: some servers send 0/1 (CONTRACT §1.10).
  if (settings.frontend_show_menu_item_calendar)
    entries.push({ to: '/schedule', label: 'schedule' });
  if (settings.frontend_show_menu_item_events) entries.push({ to: '/events', label: 'events' });
  if (settings.frontend_show_menu_item_prices) entries.push({ to: '/prices', label: 'prices' });
  return entries.length ? [{ to: '/my-profile', label: 'my_profile' }, ...entries] : [];
}
