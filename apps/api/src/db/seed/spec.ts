/** The shape of one demo studio's description (seed 000 §1, §3; ARCHITECTURE.md runtime). */

export interface PersonSpec {
  first_name: string;
  last_name: string;
  email: string;
  /** A file in ./images, shown as the person's picture. */
  image?: string;
  description?: string;
}

export interface CustomerSpec extends PersonSpec {
  password: string;
  phone: string;
  date_of_birth: string | null;
  /** What the customer holds: a 10-class pass, an unlimited membership, or nothing. */
  holds: 'class_pass' | 'membership' | 'nothing';
  note: string;
}

export interface ClassTypeSpec {
  name: string;
  description: string;
  color: string;
  image: string;
}

/** One class in the weekly timetable; indexes point into the studio's lists. */
export interface SlotSpec {
  start: string;
  minutes: number;
  type: number;
  teacher: number;
  /** Index into the flattened room list (branch by branch). */
  room: number;
  seats: number;
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

export interface StudioSpec {
  key: string;
  client: {
    name: string;
    address_1: string;
    zip_code: string;
    city: string;
    country: string;
    phone: string;
    email: string;
    website: string;
    terms: string;
    domains: string[];
  };
  logo: string;
  settings: Record<string, unknown>;
  branches: Array<{ name: string; rooms: string[] }>;
  teachers: PersonSpec[];
  classTypes: ClassTypeSpec[];
  /** Timetable by ISO weekday (index 0 = Monday). */
  week: SlotSpec[][];
  passTypes: PassTypeSpec[];
  membershipTypes: MembershipTypeSpec[];
  priceGroups: PriceGroupSpec[];
  products: Array<{ name: string; description: string; price: string }>;
  discountCodes: DiscountCodeSpec[];
  customers: CustomerSpec[];
  /** A locked course: one class a week for `sessions` weeks from next week (seed 000 §5). */
  lockedSeries?: {
    name: string;
    description: string;
    price: string;
    weekday: number;
    slot: SlotSpec;
    sessions: number;
  };
  fillerDomain: string;
}
