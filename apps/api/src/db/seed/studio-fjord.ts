/** Demo studio 2, "Fjord Pilates": English, one branch, a light signup form, one seat per booking. */
import type { SlotSpec, StudioSpec } from './spec.ts';

const slot = (
  start: string,
  minutes: number,
  type: number,
  teacher: number,
  room: number,
  seats: number,
): SlotSpec => ({ start, minutes, type, teacher, room, seats });

const weekday = (day: number): SlotSpec[] => [
  slot('07:15', 50, day % 2 ? 1 : 0, day % 2, day % 2, day % 2 ? 8 : 14),
  slot('12:15', 45, 2, 0, 0, 14),
  slot('17:30', 55, day % 2 ? 0 : 1, 1, day % 2 ? 0 : 1, day % 2 ? 14 : 8),
  ...(day === 2 ? [slot('19:00', 60, 4, 0, 0, 10)] : [slot('18:45', 60, 3, 0, 0, 14)]),
];

export const studioFjord: StudioSpec = {
  key: 'fjord',
  client: {
    name: 'Fjord Pilates',
    address_1: 'Bernhardt Jensens Boulevard 15',
    zip_code: '8000',
    city: 'Aarhus C',
    country: 'DK',
    phone: '+45 86 12 34 56',
    email: 'hello@fjordpilates.dk',
    website: 'https://fjordpilates.dk',
    terms: 'Passes and memberships are personal. Cancel up to 12 hours before class.',
    domains: [],
  },
  logo: 'fjord-logo.svg',
  settings: {
    locale: 'en',
    // A local page on this machine may embed the demo (issue 10; plugins/security-headers.ts).
    frontend_allowed_embed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
    theme: 'minimalistic',
    theme_primary_color: '#0f766e',
    theme_background_color: '#f0f7f6',
    theme_font_type: 'google_web_font',
    theme_google_web_font: 'Lora',
    theme_font_family: 'Lora',
    signup_show_phone_field: true,
    signup_phone_field_required: false,
    signup_show_date_of_birth_field: false,
    signup_show_address_fields: false,
    customer_can_reserve_multiple_seats_for_class: false,
    class_waiting_list_enabled: true,
    no_show_fees_enabled: false,
    currency: 'DKK',
    // The built-in test provider: the demo takes payments on our own hosted page (issue 11).
    payment_service_provider: 'test',
    // Customers pause their own membership, up to 3 times a year, 90 days at most (issue 12).
    customer_can_pause_membership: true,
    memberships_always_renew_at_1st_of_month: false,
  },
  branches: [{ name: 'Aarhus Ø', rooms: ['Mat studio', 'Reformer room'] }],
  teachers: [
    {
      first_name: 'Emma',
      last_name: 'Hart',
      email: 'emma@fjordpilates.dk',
      image: 'fjord-teacher-emma.svg',
      description: 'Emma is a classical Pilates teacher with ten years on the reformer.',
    },
    {
      first_name: 'Lukas',
      last_name: 'Berg',
      email: 'lukas@fjordpilates.dk',
      image: 'fjord-teacher-lukas.svg',
      description: 'Former dancer, Lukas teaches barre and mobility with a lot of music.',
    },
  ],
  classTypes: [
    {
      name: 'Mat Pilates',
      color: '#0f766e',
      image: 'fjord-type-mat.svg',
      description: 'The classical mat repertoire for core strength and posture.',
    },
    {
      name: 'Reformer',
      color: '#334155',
      image: 'fjord-type-reformer.svg',
      description: 'Small groups on the reformer. Springs give resistance and support.',
    },
    {
      name: 'Barre',
      color: '#be185d',
      image: 'fjord-type-barre.svg',
      description: 'Ballet-inspired strength work at the barre.',
    },
    {
      name: 'Stretch & Mobility',
      color: '#65a30d',
      image: 'fjord-type-stretch.svg',
      description: 'Slow, deep stretching for hips, back and shoulders.',
    },
    {
      name: 'Prenatal Pilates',
      color: '#c2410c',
      image: 'fjord-type-prenatal.svg',
      description: 'Gentle Pilates adapted for every trimester.',
    },
  ],
  week: [
    weekday(0),
    weekday(1),
    weekday(2),
    weekday(3),
    weekday(4),
    [slot('09:00', 55, 1, 0, 1, 8), slot('10:30', 60, 0, 1, 0, 14), slot('12:00', 60, 3, 1, 0, 14)],
    [slot('10:00', 60, 0, 0, 0, 14), slot('11:30', 55, 1, 0, 1, 8)],
  ],
  passTypes: [
    {
      name: '10 class pass',
      description: 'Ten classes of your choice, valid for six months.',
      pass_type: 'fixed_count',
      number_of_classes: 10,
      days: 180,
      price: '1500',
    },
    {
      name: 'Unlimited 1 month',
      description: 'As many classes as you like for 30 days.',
      pass_type: 'unlimited',
      number_of_classes: 0,
      days: 30,
      price: '1100',
    },
    {
      name: 'Free trial class',
      description: 'Try one class for free. Once per person.',
      pass_type: 'fixed_count',
      number_of_classes: 1,
      days: 14,
      price: '0',
      limited_number_per_customer: true,
    },
    {
      name: '2 class pass',
      description: 'Two classes, valid for two months.',
      pass_type: 'fixed_count',
      number_of_classes: 2,
      days: 60,
      price: '380',
    },
  ],
  membershipTypes: [
    {
      name: 'Unlimited membership',
      description: 'Every class, every week.',
      options: [
        { name: 'Monthly', months: 1, amount: '899' },
        { name: '6 months', months: 6, amount: '5100' },
        { name: 'Yearly', months: 12, amount: '9500' },
      ],
    },
  ],
  priceGroups: [
    { name: 'Memberships', items: [{ kind: 'membership_type', index: 0 }] },
    {
      name: 'Class passes',
      items: [
        { kind: 'class_pass_type', index: 3 },
        { kind: 'class_pass_type', index: 0 },
        { kind: 'class_pass_type', index: 1 },
        { kind: 'class_pass_type', index: 2 },
      ],
    },
  ],
  products: [
    {
      name: 'Pilates grip socks',
      description: 'Non-slip socks for mat and reformer classes.',
      price: '89',
    },
  ],
  discountCodes: [
    {
      name: 'VELKOMMEN20',
      type: 'discount_percent',
      value: '20',
      valid_for_items: ['membership_types', 'class_pass_types', 'products'],
    },
    {
      name: 'HELLO50',
      type: 'discount_amount',
      value: '50',
      valid_for_items: ['class_pass_types'],
    },
  ],
  customers: [
    {
      first_name: 'Olivia',
      last_name: 'Strand',
      email: 'olivia@fjordpilates.dk',
      password: 'Reformer10',
      phone: '+45 40 10 20 30',
      date_of_birth: null,
      holds: 'class_pass',
      note: 'Fjord Pilates (en, open with ?clientId=2): 10-class pass',
    },
  ],
  fillerDomain: 'demo.fjordpilates.dk',
};
