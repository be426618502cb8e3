/** Demo studio 1, "Studio Nord": Danish, two branches, strict signup, several seats per booking. */
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
  slot('07:00', 60, day % 2 ? 3 : 0, 1, 0, 16),
  slot('12:00', 60, 2, 0, 2, 12),
  slot('17:00', 75, day % 2 ? 0 : 3, 1, 0, 16),
  slot('18:30', 75, 1, 2, 1, 14),
  ...(day === 1 || day === 3 ? [slot('19:00', 60, 4, 2, 2, 10)] : []),
];

export const studioNord: StudioSpec = {
  key: 'nord',
  client: {
    name: 'Studio Nord',
    address_1: 'Nørrebrogade 52',
    zip_code: '2200',
    city: 'København N',
    country: 'DK',
    phone: '+45 31 22 45 60',
    email: 'hej@studionord.dk',
    website: 'https://studionord.dk',
    terms: 'Klippekort og medlemskaber er personlige. Afmelding senest 2 timer før holdstart.',
    domains: ['localhost', '127.0.0.1'],
  },
  logo: 'nord-logo.svg',
  settings: {
    locale: 'da',
    // A local page on this machine may embed the demo (issue 10; plugins/security-headers.ts).
    frontend_allowed_embed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
    theme: 'framed',
    theme_primary_color: '#1f4e5f',
    theme_background_color: '#f6f1ea',
    theme_font_type: 'google_web_font',
    theme_google_web_font: 'Nunito',
    theme_font_family: 'Nunito',
    calendar_show_room: true,
    signup_show_phone_field: true,
    signup_phone_field_required: true,
    signup_show_date_of_birth_field: true,
    signup_date_of_birth_field_required: true,
    signup_show_address_fields: true,
    signup_address_fields_required: false,
    signup_show_branch_field: true,
    customer_can_reserve_multiple_seats_for_class: true,
    class_waiting_list_enabled: true,
    no_show_fees_enabled: true,
    class_signoff_deadline: 120,
    livestream_enabled: true,
    currency: 'DKK',
    // The built-in test provider: the demo takes payments on our own hosted page (issue 11).
    payment_service_provider: 'test',
    // Customers pause their own membership, up to 3 times a year, 90 days at most (issue 12).
    customer_can_pause_membership: true,
    // First payments are prorated to the 1st of next month (seed 001 §9).
    memberships_always_renew_at_1st_of_month: true,
    show_recurring_terms: true,
    recurring_terms:
      'Medlemskabet fornyes automatisk hver måned og kan opsiges med en måneds varsel.',
    gift_card_show_in_prices: true,
  },
  branches: [
    { name: 'Nørrebro', rooms: ['Sal A', 'Sal B'] },
    { name: 'Frederiksberg', rooms: ['Haven'] },
  ],
  teachers: [
    {
      first_name: 'Maja',
      last_name: 'Holm',
      email: 'maja@studionord.dk',
      image: 'nord-teacher-maja.svg',
      description: 'Maja underviser i hatha og vinyasa med fokus på åndedræt og ro.',
    },
    {
      first_name: 'Jonas',
      last_name: 'Krogh',
      email: 'jonas@studionord.dk',
      image: 'nord-teacher-jonas.svg',
      description: 'Jonas bygger styrke og balance i dynamiske power-klasser.',
    },
    {
      first_name: 'Sofie',
      last_name: 'Lind',
      email: 'sofie@studionord.dk',
      image: 'nord-teacher-sofie.svg',
      description: 'Sofie er uddannet pilatesinstruktør og elsker lange yin-stræk.',
    },
  ],
  classTypes: [
    {
      name: 'Vinyasa Flow',
      color: '#e07a5f',
      image: 'nord-type-vinyasa.svg',
      description: 'Flydende bevægelser i takt med åndedrættet. For dig med lidt erfaring.',
    },
    {
      name: 'Yin Yoga',
      color: '#81b29a',
      image: 'nord-type-yin.svg',
      description: 'Rolige stillinger holdt i flere minutter. Giver smidighed og ro.',
    },
    {
      name: 'Hatha Yoga',
      color: '#f2cc8f',
      image: 'nord-type-hatha.svg',
      description: 'Klassisk yoga i et roligt tempo. Passer til alle niveauer.',
    },
    {
      name: 'Power Yoga',
      color: '#3d405b',
      image: 'nord-type-power.svg',
      description: 'Sved på panden: styrke, balance og kondition.',
    },
    {
      name: 'Mat Pilates',
      color: '#7c9eb2',
      image: 'nord-type-pilates.svg',
      description: 'Styrk core og holdning på måtten.',
    },
    {
      name: 'Begynderyoga',
      color: '#b5838d',
      image: 'nord-type-beginners.svg',
      description: 'Grundstillinger og åndedræt trin for trin. Del af begynderforløbet.',
    },
  ],
  week: [
    weekday(0),
    weekday(1),
    weekday(2),
    weekday(3),
    weekday(4),
    [
      slot('09:30', 75, 0, 0, 0, 16),
      slot('11:00', 90, 1, 2, 1, 14),
      slot('13:00', 60, 4, 2, 2, 10),
    ],
    [
      slot('10:00', 75, 2, 0, 0, 16),
      slot('17:00', 75, 1, 2, 1, 14),
      slot('18:30', 60, 3, 1, 0, 16),
    ],
  ],
  passTypes: [
    {
      name: '10-klippekort',
      description: '10 hold efter eget valg. Gyldigt i 6 måneder.',
      pass_type: 'fixed_count',
      number_of_classes: 10,
      days: 180,
      price: '1200',
    },
    {
      name: 'Ubegrænset 1 måned',
      description: 'Kom så tit du vil i 30 dage.',
      pass_type: 'unlimited',
      number_of_classes: 0,
      days: 30,
      price: '995',
    },
    {
      name: 'Gratis prøvetime',
      description: 'Prøv et hold gratis. Én gang pr. person.',
      pass_type: 'fixed_count',
      number_of_classes: 1,
      days: 14,
      price: '0',
      limited_number_per_customer: true,
    },
    {
      name: '2-klippekort',
      description: 'To hold – perfekt hvis du tager en ven med. Gyldigt i 2 måneder.',
      pass_type: 'fixed_count',
      number_of_classes: 2,
      days: 60,
      price: '300',
    },
  ],
  membershipTypes: [
    {
      name: 'Ubegrænset medlemskab',
      description: 'Alle hold, alle afdelinger, også livestream.',
      registration_fee: '199',
      campaign: {
        name: 'Sommerstart',
        reduced_price: '295',
        months: 1,
        min_months_since_last: 6,
      },
      options: [
        { name: 'Månedlig', months: 1, amount: '695' },
        { name: 'Halvårlig', months: 6, amount: '3900' },
        { name: 'Årlig', months: 12, amount: '7200' },
      ],
    },
    {
      name: 'Morgenkort',
      description: 'To hold om ugen før kl. 12.',
      max_classes_per_week: 2,
      options: [{ name: 'Månedlig', months: 1, amount: '395' }],
    },
  ],
  priceGroups: [
    {
      name: 'Medlemskaber',
      items: [
        { kind: 'membership_type', index: 0 },
        { kind: 'membership_type', index: 1 },
      ],
    },
    {
      name: 'Klippekort',
      items: [
        { kind: 'class_pass_type', index: 3 },
        { kind: 'class_pass_type', index: 0 },
        { kind: 'class_pass_type', index: 1 },
        { kind: 'class_pass_type', index: 2 },
      ],
    },
    { name: 'Forløb', items: [{ kind: 'class_series_type' }] },
  ],
  products: [
    {
      name: 'Yogamåtte',
      description: 'Skridsikker måtte i naturgummi, 4 mm.',
      price: '349.50',
    },
  ],
  discountCodes: [
    {
      name: 'VELKOMMEN20',
      type: 'discount_percent',
      value: '20',
      valid_for_items: ['membership_types', 'class_pass_types', 'class_series_types', 'products'],
    },
    {
      name: 'NORD100',
      type: 'discount_amount',
      value: '100',
      valid_for_items: ['class_pass_types', 'class_series_types'],
    },
  ],
  customers: [
    {
      first_name: 'Anna',
      last_name: 'Klip',
      email: 'anna@studionord.dk',
      password: 'Klippekort10',
      phone: '+45 20 11 22 33',
      date_of_birth: '1991-03-14',
      holds: 'class_pass',
      note: 'Studio Nord (da): 10-class pass with 10 classes left',
    },
    {
      first_name: 'Mads',
      last_name: 'Medlem',
      email: 'mads@studionord.dk',
      password: 'Medlem2024',
      phone: '+45 20 44 55 66',
      date_of_birth: '1986-09-02',
      holds: 'membership',
      note: 'Studio Nord (da): active unlimited membership, two bookings',
    },
    {
      first_name: 'Sara',
      last_name: 'Ny',
      email: 'sara@studionord.dk',
      password: 'NyKunde1',
      phone: '+45 20 77 88 99',
      date_of_birth: '1999-12-24',
      holds: 'nothing',
      note: 'Studio Nord (da): no class pass or membership',
    },
  ],
  lockedSeries: {
    name: 'Begynderforløb – 4 uger',
    description: 'Fire onsdage med grundstillinger, åndedræt og afspænding. Bookes samlet.',
    price: '800',
    weekday: 2,
    slot: slot('20:00', 75, 5, 0, 1, 12),
    sessions: 4,
  },
  fillerDomain: 'demo.studionord.dk',
};
