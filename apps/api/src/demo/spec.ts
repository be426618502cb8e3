/**
 * The shape of what a demo studio has beyond its studio file (seed 000 §1, §3; ARCHITECTURE.md
 * runtime): the studio itself, its settings, teachers, class types, products and weekly schedule
 * are in `./studios/*.json`, imported like any studio file (src/studios); the shop, the demo
 * customers and what they hold are seeded from here.
 */

export interface CustomerSpec {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string;
  date_of_birth: string | null;
  /** What the customer holds: a 10-class pass, an unlimited membership, or nothing. */
  holds: 'class_pass' | 'membership' | 'nothing';
  note: string;
}

export interface PassTypeSpec {
  name: string;
  description: string;
  pass_type: 'fixed_count' | 'unlimited';
  number_of_classes: number;
  days: number;
  price: string;
  limited_number_per_customer?: boolean;
}

/** A membership type's introductory offer on its 1-month option (CONTRACT §8). */
export interface CampaignSpec {
  name: string;
  /** Kroner per month at the reduced price. */
  reduced_price: string;
  months: number;
  min_months_since_last: number;
}

/** A Prices tab (CONTRACT §9): its items as indexes into the studio's lists, in order. */
export interface PriceGroupSpec {
  name: string;
  show_in_default_price_list?: boolean;
  items: Array<
    | { kind: 'membership_type'; index: number }
    | { kind: 'class_pass_type'; index: number }
    | { kind: 'class_series_type' }
  >;
}

/** A discount code typed at checkout (CONTRACT §7): a percentage or a fixed amount in kroner. */
export interface DiscountCodeSpec {
  name: string;
  type: 'discount_percent' | 'discount_amount';
  value: string;
  valid_for_items: string[];
}

export interface MembershipTypeSpec {
  name: string;
  description: string;
  max_classes_per_week?: number;
  /** Kroner, paid once with the first payment (seed 001 §2). */
  registration_fee?: string;
  campaign?: CampaignSpec;
  options: Array<{ name: string; months: number; amount: string }>;
}

/** One class a week of the locked course; names point into the studio file. */
export interface CourseSlotSpec {
  start: string;
  minutes: number;
  class_type: string;
  /** A teacher's e-mail. */
  teacher: string;
  room: string;
  seats: number;
}

export interface StudioSpec {
  /** The studio file in ./studios. */
  file: string;
  passTypes: PassTypeSpec[];
  membershipTypes: MembershipTypeSpec[];
  priceGroups: PriceGroupSpec[];
  discountCodes: DiscountCodeSpec[];
  customers: CustomerSpec[];
  /** A locked course: one class a week for `sessions` weeks from next week (seed 000 §5). */
  lockedSeries?: {
    name: string;
    description: string;
    price: string;
    weekday: number;
    slot: CourseSlotSpec;
    sessions: number;
  };
  fillerDomain: string;
}
