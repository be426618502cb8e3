/**
 * User records on the wire (CONTRACT §3 "User object"). Built from an explicit list of columns, so
 * the password hash, reset and confirmation tokens can never leak, even when columns are added.
 */
import type { users } from '../../platform/db/schema.ts';
import { readSettings } from './settings.ts';

export type UserRow = typeof users.$inferSelect;

/** Columns every caller may see of a teacher (CONTRACT §3, public columns; style B). */
export function serializePublicUser(row: UserRow) {
  return {
    id: row.id,
    client: row.client_id,
    first_name: row.first_name,
    last_name: row.last_name,
    image_id: row.image_id,
    teacher_description: row.teacher_description,
  };
}

function ownColumns(row: UserRow) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    client: row.client_id,
    email: row.email,
    email_confirmed: row.email_confirmed,
    first_name: row.first_name,
    last_name: row.last_name,
    address_1: row.address_1,
    address_2: row.address_2,
    zip_code: row.zip_code,
    city: row.city,
    country: row.country,
    phone: row.phone,
    date_of_birth: row.date_of_birth,
    customer: row.customer,
    teacher: row.teacher,
    admin: row.admin,
    checkin: row.checkin,
    teacher_description: row.teacher_description,
    customer_additional_info: row.customer_additional_info,
    vat_id: row.vat_id,
    company_name: row.company_name,
    id_in_previous_booking_system: '',
    import_welcome_set_password_email_sent: false,
    teacher_can_manage_all_classes: false,
    livestream_time_display_mode: row.livestream_time_display_mode,
    classpass_com_user_id: null,
    class_reminder_emails: row.class_reminder_emails,
    locale: row.locale,
    ...readSettings(row.settings),
  };
}

/**
 * The customer's own full profile, style A (`image` holds the id; CONTRACT §1.7).
 * @param branchIds the user's branches, as ids (replaced by objects when populated).
 */
export function serializeOwnUser(row: UserRow, branchIds: number[]): Record<string, unknown> {
  return { ...ownColumns(row), image: row.image_id, branches: branchIds };
}

/** The own full profile in style B (`image_id`; `image` only when populated), for GET /users. */
export function serializeOwnUserStyleB(row: UserRow, branchIds: number[]): Record<string, unknown> {
  return { ...ownColumns(row), image_id: row.image_id, branches: branchIds };
}
