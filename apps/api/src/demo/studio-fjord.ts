/** Demo studio 2, "Fjord Pilates": English, one branch, a light signup form, one seat per booking. */
import type { StudioSpec } from './spec.ts';

export const studioFjord: StudioSpec = {
  file: 'fjord.json',
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
