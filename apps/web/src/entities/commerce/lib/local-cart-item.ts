/**
 * The item a visitor chose before logging in (seed 001 §3 "Cart item (local)", §2 Login with
 * cart): it travels in the URL, as `/login-with-cart/{cartItemJson}` or the query string
 * (`itemType`, `itemId`, `itemCount`, `paymentOption`, `signupMode`; for an appointment also
 * `date`, `appointment_type_id`, `teacher_id`, `start_time`, `branch_id`).
 */

/** The slot of an `appointment` item: Copenhagen `YYYY-MM-DD` and `HH:mm` (seed 000 §3). */
export interface LocalAppointmentSlot {
  date: string;
  appointment_type_id: number;
  teacher_id: number;
  start_time: string;
  branch_id?: number;
}

export interface LocalCartItem extends Partial<LocalAppointmentSlot> {
  itemType: string;
  itemId: number;
  /** At least 1; always 1 for `event_first_installment`. */
  itemCount: number;
  /** Membership payment option id. */
  paymentOption?: number;
}

const positiveInt = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined;
};

/** An appointment's slot from loose input; `undefined` unless date, type, teacher and time are valid. */
function toAppointmentSlot(input: Record<string, unknown>): LocalAppointmentSlot | undefined {
  const { date, start_time } = input;
  const appointment_type_id = positiveInt(input.appointment_type_id ?? input.itemId);
  const teacher_id = positiveInt(input.teacher_id);
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (typeof start_time !== 'string' || !/^\d{2}:\d{2}(:\d{2})?$/.test(start_time))
    return undefined;
  if (!appointment_type_id || !teacher_id) return undefined;
  const branch_id = positiveInt(input.branch_id);
  const slot = { date, appointment_type_id, teacher_id, start_time: start_time.slice(0, 5) };
  return branch_id ? { ...slot, branch_id } : slot;
}

/** A local cart item from loose input (parsed JSON or query values); `null` when it is not one
 *  (an `appointment` without a whole slot is none). */
export function toLocalCartItem(input: Record<string, unknown>): LocalCartItem | null {
  const itemType = typeof input.itemType === 'string' ? input.itemType : '';
  if (itemType === 'appointment') {
    const slot = toAppointmentSlot(input);
    return slot ? { itemType, itemId: slot.appointment_type_id, itemCount: 1, ...slot } : null;
  }
  const itemId = positiveInt(input.itemId);
  if (!itemType || itemId === undefined) return null;
  const itemCount =
    itemType === 'event_first_installment' ? 1 : (positiveInt(input.itemCount) ?? 1);
  const paymentOption = positiveInt(input.paymentOption);
  return { itemType, itemId, itemCount, ...(paymentOption ? { paymentOption } : {}) };
}

/** The item of a login-with-cart URL: the route's JSON first, else the query string. */
export function readLocalCartItem(
  cartItemJson: string | undefined,
  query: URLSearchParams,
): LocalCartItem | null {
  if (cartItemJson) {
    try {
      const parsed: unknown = JSON.parse(cartItemJson);
      return parsed && typeof parsed === 'object'
        ? toLocalCartItem(parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return toLocalCartItem(Object.fromEntries(query));
}

/** `/login-with-cart/{json}`, with `?signupMode=1` to open the signup form first. */
export function loginWithCartPath(item: LocalCartItem, signupMode = false): string {
  const path = `/login-with-cart/${encodeURIComponent(JSON.stringify(item))}`;
  return signupMode ? `${path}?signupMode=1` : path;
}

/** The query string of `item` (`?itemType=…&itemId=…`, appointment fields included), the form
 *  My profile reads to reopen the booking popup at its confirm step after login. */
export function localCartItemQuery(item: LocalCartItem): string {
  const entries = Object.entries(item).filter(([, value]) => value !== undefined);
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}
