/**
 * The popup's service → branch → teacher choices (seed 000 §2), from GET
 * /appointment-types and GET /appointment-available-intervals/upcoming-appointment-types
 * (CONTRACT §12): only types teachers offer within the lookahead; a type's branches; its teachers,
 * narrowed to a chosen branch through `offers` (teacher-at-branch pairs).
 */
import type { AppointmentType, UpcomingAppointmentType } from '@studio/contract/appointments';
import type { Teacher } from '@studio/contract/users';

export interface BookableType {
  type: AppointmentType;
  upcoming: UpcomingAppointmentType;
}

/** The types that can be booked now, in the order of the type list. */
export function bookableTypes(
  types: AppointmentType[],
  upcoming: UpcomingAppointmentType[],
): BookableType[] {
  return types.flatMap((type) => {
    const entry = upcoming.find((candidate) => candidate.appointment_type_id === type.id);
    return entry && entry.teacher_ids.length > 0 ? [{ type, upcoming: entry }] : [];
  });
}

/** The branches that offer the type, named (a branch the answer did not name is left out). */
export function branchesOf(entry: UpcomingAppointmentType): Array<{ id: number; name: string }> {
  const named = entry.branches ?? [];
  return entry.branch_ids.flatMap((id) => named.filter((branch) => branch.id === id).slice(0, 1));
}

/**
 * The teachers who offer the type, at `branchId` when one is chosen (`offers`; a provider without
 * `offers` gets every teacher of the type). Ordered by first name.
 */
export function teachersOf(entry: UpcomingAppointmentType, branchId?: number): Teacher[] {
  const atBranch =
    branchId === undefined || !entry.offers
      ? entry.teacher_ids
      : entry.offers.filter((offer) => offer.branch_id === branchId).map((o) => o.teacher_id);
  return (entry.teachers ?? [])
    .filter((teacher) => atBranch.includes(teacher.id))
    .sort((a, b) => a.first_name.localeCompare(b.first_name));
}

/** "Mia Holm". */
export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
