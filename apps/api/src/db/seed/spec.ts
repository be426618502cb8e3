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

export interface MembershipTypeSpec {
  name: string;
  description: string;
  max_classes_per_week?: number;
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
