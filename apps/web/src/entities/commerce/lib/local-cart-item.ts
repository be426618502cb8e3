/**
 * The item a visitor chose before logging in (seed 001 §3 "Cart item (local)", §2 Login with
 * cart): it travels in the URL, as `/login-with-cart/{cartItemJson}` or the query string
 * (`itemType`, `itemId`, `itemCount`, `paymentOption`, `signupMode`).
 */

export interface LocalCartItem {
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

/** A local cart item from loose input (parsed JSON or query values); `null` when it is not one. */
export function toLocalCartItem(input: Record<string, unknown>): LocalCartItem | null {
  const itemType = typeof input.itemType === 'string' ? input.itemType : '';
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
