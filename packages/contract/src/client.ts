/** The client (studio) and its settings (CONTRACT §2). */
import * as z from 'zod/mini';
import { Image } from './images.ts';
import type { serverSettingDefaults } from './server-settings.ts';
import { storedFields } from './stored.ts';
import { BranchList } from './users.ts';
import { PopulateQuery, WireBool } from './wire.ts';

/**
 * Settings the customer front end reads. The server sends every non-secret key (stored value or
 * default); unknown keys pass through. Defaults here are the contract's (ours: locale `da`).
 */
export const settingDefaults = {
  locale: 'da',
  theme: 'minimalistic',
  theme_primary_color: '#12169c',
  theme_background_color: '#f7f7f7',
  theme_font_type: 'google_web_font',
  theme_google_web_font: 'Open Sans',
  theme_font_family: 'Open Sans',
  theme_custom_font_stylesheet_url: '',
  theme_font_size: 'auto',
  google_tag_manager_id: '',
  login_greeting: '',
  frontend_overlay_size: 'popup',
  frontend_show_menu_item_calendar: true,
  frontend_show_menu_item_events: true,
  frontend_show_menu_item_prices: true,
  frontend_myprofile_show_myactivity: true,
  /** *(design, issue 13)* The header's language picker; off: the studio's `locale` only. */
  frontend_show_language_picker: true,
  frontend_myprofile_show_book_appointment_button: false,
  terms: '',
  show_recurring_terms: false,
  recurring_terms: '',
  website_domain: '',
  currency: 'DKK',
  calendar_layout_type: 'list',
  calendar_show_room: false,
  calendar_show_teacher_filter: true,
  calendar_show_classtype_filter: true,
  calendar_show_classes_and_events_separately_or_together: 'separately',
  calendar_capacity_info_format: 'available_slash_total_seats',
  calendar_few_seats_left_warning_limit: 3,
  calendar_few_seats_left_warning_text: '',
  customer_can_reserve_multiple_seats_for_class: false,
  customer_can_buy_multiple_seats_for_event: false,
  livestream_enabled: false,
  signup_show_phone_field: true,
  signup_phone_field_required: true,
  signup_show_date_of_birth_field: false,
  signup_date_of_birth_field_required: false,
  signup_show_address_fields: false,
  signup_address_fields_required: false,
  signup_show_branch_field: false,
  signup_branch_field_required: false,
  customer_branch_field_label: '',
  customer_profile_use_additional_info_field: true,
  customer_profile_additional_info_field_subtitle: '',
  customer_can_destroy_own_account: false,
  /** `test` (the built-in provider), `stripe` or `reepay`; unset takes no payments (issue 11). */
  payment_service_provider: null as string | null,
  customer_can_cancel_membership: true,
  customer_can_pause_membership: false,
  membership_pause_max_count_per_running_year: 3,
  customer_can_pause_membership_indefinitely: false,
  membership_pause_max_days_per_pause: 90,
  payment_show_visa_mastercard_logos: true,
  payment_show_dankort_logo: true,
  payment_show_mobilepay_logo: false,
  payment_show_vipps_logo: false,
  gift_card_minimum_amount: 100,
  /** `auto`: mailed to the recipient on payment; `manual`: the studio is told to send it. */
  gift_card_delivery_mode: 'manual',
  gift_card_show_in_prices: false,
  /** A JSON-encoded array of price-group ids (CONTRACT §2): `"[2,5]"`; `"[]"` = every group. */
  gift_card_show_in_price_groups: '[]',
  gift_card_prices_title: '',
  gift_card_prices_description: '',
  website: '',
  extended_video_enabled: false,
};
/** Every setting: what the front end reads and what only the server's rules read (server-settings.ts). */
export type Settings = typeof settingDefaults &
  typeof serverSettingDefaults &
  Record<string, unknown>;
export type SettingKey = keyof typeof settingDefaults;

/**
 * The client (studio) record, GET /clients/current (CONTRACT §2, style A): `logo` and `logo_white`
 * are ids, or Image records when populated; `settings` and `branches` only when populated.
 */
export const Client = z.looseObject({
  id: z.number(),
  name: z.string(),
  country: z.optional(z.nullable(z.string())),
  logo: z.optional(z.nullable(z.union([z.number(), Image]))),
  logo_white: z.optional(z.nullable(z.union([z.number(), Image]))),
  class_signoff_deadline_minutes: z.optional(z.number()),
  /** Client columns (decision 5); our server also copies them into `settings`. */
  website: z.optional(z.nullable(z.string())),
  extended_video_enabled: z.optional(WireBool),
  settings: z.optional(z.record(z.string(), z.unknown())),
  branches: z.optional(BranchList),
  ...storedFields,
  /** The studio's address and contact columns (CONTRACT §2). */
  address_1: z.optional(z.nullable(z.string())),
  address_2: z.optional(z.nullable(z.string())),
  zip_code: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  sms_sender_name: z.optional(z.nullable(z.string())),
  vat_number: z.optional(z.nullable(z.string())),
  terms: z.optional(z.nullable(z.string())),
  plan: z.optional(z.nullable(z.string())),
});

/** GET /clients/current with `populate[]=settings&populate[]=branches`, as the web asks (§2). */
export const ClientResponse = z.extend(Client, {
  settings: z.record(z.string(), z.unknown()),
  branches: BranchList,
});
export type ClientResponse = z.infer<typeof ClientResponse>;

/** GET /clients/current query: `populate` of `logo`, `logo_white`, `settings`, `branches` (§2). */
export const ClientQuery = z.looseObject({ populate: PopulateQuery });

/**
 * The price-group ids of the setting `gift_card_show_in_price_groups` (CONTRACT §2, §9): a JSON
 * string holding an array of ids, `"[]"` for none listed (the gift card then shows in every group).
 * @returns the ids, or null when the value is not such a string (an array itself included).
 */
export function priceGroupIdsSetting(value: unknown): number[] | null {
  if (typeof value !== 'string') return null;
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return null;
  }
  const ids = Array.isArray(list) ? list.filter((id) => Number.isInteger(id) && id > 0) : [];
  return Array.isArray(list) && ids.length === list.length ? (ids as number[]) : null;
}
