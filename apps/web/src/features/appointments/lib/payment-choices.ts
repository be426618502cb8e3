/**
 * How the customer can pay for an appointment (seed 000 §3 and seed 001 §3 "Appointment payment
 * option values", CONTRACT §12). A type paid outside the product has one choice, its own
 * `customer_point_of_payment` value (`outsideYogo`), booked at once. Otherwise: each valid class
 * pass and membership the customer has (`class_pass_<id>`, `membership_<id>`: Book), then
 * `directPurchase` when the type allows it, then each valid class pass type and membership type to
 * buy (`class_pass_type_<id>`, `membership_type_<id>`: Pay, through the cart).
 */
import {
  isPaidOutside,
  type AccessItemsForAppointment,
  type AppointmentType,
} from '@studio/contract/appointments';

export type PaymentChoice =
  | { key: string; kind: 'outside' }
  | { key: string; kind: 'class_pass'; id: number; name: string; classesLeft: number | null }
  | { key: string; kind: 'membership'; id: number; name: string }
  | { key: 'directPurchase'; kind: 'direct_purchase'; price: number }
  | { key: string; kind: 'class_pass_type'; id: number; name: string }
  | { key: string; kind: 'membership_type'; id: number; name: string };

/** Does this choice buy something first (Pay → cart → Checkout) rather than book at once? */
export const paysFirst = (choice: PaymentChoice): boolean =>
  choice.kind === 'direct_purchase' ||
  choice.kind === 'class_pass_type' ||
  choice.kind === 'membership_type';

const nameOf = (value: unknown): string =>
  value && typeof value === 'object' && 'name' in value ? String(value.name) : '';

/** Does the type need the customer's access items to list its choices (not paid outside)? */
export const needsAccessItems = (type: AppointmentType): boolean =>
  !isPaidOutside(type.customer_point_of_payment);

/**
 * The choices in the order shown; the first is preselected. `access` is the customer's valid
 * items for the date (`null` while unknown or for a type paid outside). Empty: cannot be booked.
 */
export function paymentChoices(
  type: AppointmentType,
  access: AccessItemsForAppointment | null,
): PaymentChoice[] {
  if (isPaidOutside(type.customer_point_of_payment))
    return [{ key: type.customer_point_of_payment, kind: 'outside' }];
  const choices: PaymentChoice[] = [];
  for (const pass of access?.class_passes ?? []) {
    const passType = pass.class_pass_type;
    const unlimited =
      typeof passType === 'object' && passType !== null && passType.pass_type === 'unlimited';
    choices.push({
      key: `class_pass_${pass.id}`,
      kind: 'class_pass',
      id: pass.id,
      name: nameOf(passType),
      classesLeft: unlimited ? null : (pass.classes_left ?? null),
    });
  }
  for (const membership of access?.memberships ?? []) {
    const name = nameOf(membership.membership_type);
    choices.push({
      key: `membership_${membership.id}`,
      kind: 'membership',
      id: membership.id,
      name,
    });
  }
  if (type.direct_purchase_enabled)
    choices.push({ key: 'directPurchase', kind: 'direct_purchase', price: type.price });
  for (const { id, name } of type.valid_class_pass_types ?? [])
    choices.push({ key: `class_pass_type_${id}`, kind: 'class_pass_type', id, name });
  for (const { id, name } of type.valid_membership_types ?? [])
    choices.push({ key: `membership_type_${id}`, kind: 'membership_type', id, name });
  return choices;
}
