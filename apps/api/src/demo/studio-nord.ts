/** Demo studio 1, "Studio Nord": Danish, two branches, strict signup, several seats per booking. */
import type { StudioSpec } from './spec.ts';

export const studioNord: StudioSpec = {
  file: 'nord.json',
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
    slot: {
      start: '20:00',
      minutes: 75,
      class_type: 'Begynderyoga',
      teacher: 'maja@studionord.dk',
      room: 'Sal B',
      seats: 12,
    },
    sessions: 4,
  },
  fillerDomain: 'demo.studionord.dk',
};
