/**
 * fast-check generators for the route fuzz test: ids as a client might send them (good, huge,
 * negative, fractional, strings, emoji, NUL), dates real and impossible, populate lists, bodies
 * with the contract's field names holding any JSON value (booking and profile, cart and codes,
 * gift card, membership and pause, checkout), raw bodies that are not JSON, and the client-id,
 * token and error-format headers.
 */
import fc from 'fast-check';
import { SOLD_CART_ITEM_TYPES } from '@studio/contract/cart';

export interface Known {
  studioId: number;
  customerId: number;
  classIds: number[];
  signupIds: number[];
  /** A free and a paid event, and another customer's event signup (CONTRACT §6). */
  eventIds: number[];
  eventSignupIds: number[];
  /** The customer's active membership. */
  membershipIds: number[];
  /** The customer's order, started at the test provider. */
  orderIds: number[];
  /** The rows of the customer's cart: a product, a class pass type, a discount code, a gift card. */
  cartItemIds: number[];
  /** The catalogue: membership type, payment option, campaign, pass, series type, product. */
  typeIds: number[];
  /** The discount code and the gift card code, as a customer types them. */
  codes: string[];
}

const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'true',
  '[]',
  '\u0000',
  'a\u0000b',
  '😀',
  'Ł',
  '%',
  '../etc/passwd',
  '2026-02-30',
  '2026-13-01',
  'abc',
  ' 1',
);

/** An id the way a client might send it, right or wrong. */
export const anyId = (known: Known) =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        known.customerId,
        ...known.classIds,
        ...known.signupIds,
        ...known.eventIds,
        ...known.eventSignupIds,
        ...known.membershipIds,
        ...known.orderIds,
        ...known.cartItemIds,
        ...known.typeIds,
        known.studioId,
      ),
      weight: 4,
    },
    fc.integer({ min: -5, max: 50 }),
    fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31), 1e21, 0.5, Number.MAX_SAFE_INTEGER),
    fc.integer({ min: 1, max: 99 }).map(String),
    nasty,
  );

export const pathValue = (known: Known) =>
  fc.oneof({ arbitrary: anyId(known), weight: 4 }, fc.string({ maxLength: 12 }));

const near = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const date = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 10 }).map(near), weight: 4 },
  fc
    .date({ min: new Date('2016-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-02-29', '2026-00-10', 'abc', '', '20261123', '9999-99-99'),
);

const populateKey = fc.constantFrom(
  'class_type',
  'teachers.image',
  'room.branch',
  'user_can_sign_up_for_class',
  'capacity_text',
  'user_signup_count',
  'image',
  'class_passes',
  'memberships',
  'user',
  'class',
  'event',
  'event.teachers.image',
  'user_can_sign_up_for_event',
  'time_slots',
  'event_signups',
  'nope',
  '2147483648',
  '\u0000',
);

const value = (known: Known) =>
  fc.oneof(
    anyId(known),
    date,
    fc.string({ maxLength: 20 }),
    fc.array(anyId(known), { maxLength: 3 }),
  );

/** `null` seven times in eight, else a value. */
const rarely = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary: value, weight: 1 });

/** A query object (qs-stringified by the test: arrays and nested objects included). A `client`
 *  parameter overrides the client-id header (CONTRACT §1.2) and a `token` the bearer token (§1.4),
 *  so they are sent now and then only. */
export const queries = (known: Known) =>
  fc
    .tuple(
      query(known),
      usually(fc.constant(known.customerId), known),
      rarely(anyId(known)),
      rarely(fc.string({ maxLength: 10 })),
    )
    .chain(([q, user, client, token]) =>
      // A few parameters at a time, so most requests get past the first bad one; `user` (the
      // customer, usually) always, as the customer's own lists ask for it.
      fc.subarray(Object.keys(q), { maxLength: 4 }).map((keep) => {
        const kept: Record<string, unknown> = Object.fromEntries(keep.map((k) => [k, q[k]]));
        kept.user = user;
        if (client !== null) kept.client = client;
        if (token !== null) kept.token = token;
        return kept;
      }),
    );

const query = (known: Known) =>
  fc.record({
    startDate: date,
    endDate: date,
    id: value(known),
    class: anyId(known),
    event: anyId(known),
    eventGroup: anyId(known),
    endOnOrAfterDate: date,
    includeEventsNotVisibleInCalendar: fc.constantFrom('1', '0', ''),
    teacher: value(known),
    class_type: value(known),
    rooms: value(known),
    branch: anyId(known),
    sessionType: fc.constantFrom('group', 'private', 'event', 'x', ''),
    weekday: value(known),
    seats: value(known),
    sort: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('date DESC', 'id', 'nope ASC')),
    populate: fc.oneof(fc.array(populateKey, { maxLength: 4 }), populateKey),
  }) as fc.Arbitrary<Record<string, unknown>>;

const anyJson = (known: Known) =>
  fc.oneof(
    { depthSize: 'small' },
    anyId(known),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(null, '', false, true, [], {}),
  );

/**
 * Mostly `good` (three in four, or `weight` in `weight` + 1), else any JSON: most requests get past
 * the first check and reach the rules.
 */
const usually = <T>(good: fc.Arbitrary<T>, known: Known, weight = 3) =>
  fc.oneof({ arbitrary: good, weight }, { arbitrary: anyJson(known), weight: 1 });

const text = fc.string({ minLength: 1, maxLength: 12 });
const url = fc.oneof(
  { arbitrary: fc.webUrl(), weight: 6 },
  fc.constantFrom('https://studio.example/ok?order={orderId}', 'javascript:alert(1)', '/relative'),
);

/**
 * The fields of the calls, by kind (`bodies` sends them all at once). Each is good eight times in
 * nine, so about a third of the bodies pass a gift card's eight checks.
 */
const shapes = (known: Known) => {
  const good = <T>(arbitrary: fc.Arbitrary<T>) => usually(arbitrary, known, 8);
  const id = (ids: number[]) => good(fc.constantFrom(...ids));
  return {
    bookingAndProfile: {
      user: good(fc.constant(known.customerId)),
      class: id(known.classIds),
      event: id(known.eventIds),
      count: good(fc.integer({ min: 0, max: 4 })),
      email: good(fc.emailAddress()),
      password: good(fc.string({ minLength: 6, maxLength: 12 })),
      first_name: good(text),
      last_name: good(text),
      phone: good(text),
      date_of_birth: good(date),
      image: anyJson(known),
      branches: anyJson(known),
      branch: anyJson(known),
      emailConfirmationLink: good(url),
      old_password: good(text),
      new_password: good(text),
      token: good(fc.stringMatching(/^[0-9a-f]{64}$/)),
      setNewPasswordLink: good(url),
      video_preferences: anyJson(known),
      video_preferences_dialog_last_opened_at: anyJson(known),
    },
    cart: {
      item_type: good(fc.constantFrom(...SOLD_CART_ITEM_TYPES)),
      item_id: id([...known.typeIds, ...known.eventIds]),
      item_count: good(fc.integer({ min: 1, max: 3 })),
      payment_option: id(known.typeIds),
      membership_campaign: id(known.typeIds),
      discount_code: good(fc.oneof(fc.constantFrom(...known.codes, 'summer', 'NOPE'), text)),
      use_immediately_after_purchase: good(
        fc.record({
          item_type: fc.constantFrom('class', 'class_livestream', 'class_waiting_list'),
          class_id: fc.constantFrom(...known.classIds),
        }),
      ),
      destroyOthers: good(fc.constantFrom(0, 1, '1', 'true')),
      attendanceType: good(fc.constantFrom('class', 'class_livestream', 'class_waiting_list')),
      class_pass_type: id(known.typeIds),
      class_series_type: id(known.typeIds),
    },
    giftCard: {
      amount: good(fc.constantFrom(100, 250.5, 500, 0.01)),
      giver_name: good(text),
      giver_email: good(fc.emailAddress()),
      recipient_name: good(text),
      recipient_email: good(fc.oneof(fc.emailAddress(), fc.constant(''))),
      message: good(text),
      stripe_success_url: good(url),
      stripe_cancel_url: good(url),
    },
    membershipAndCheckout: {
      membership: id(known.membershipIds),
      start_date: good(date),
      end_date: good(fc.oneof(date, fc.constant(null))),
      status: good(fc.constantFrom('active', 'cancelled_running', 'ended')),
      success_url: good(url),
      cancel_url: good(url),
      orderId: id(known.orderIds),
      order: id(known.orderIds),
      paymentMethod: good(text),
    },
  };
};

/** The free-text fields: names, messages, codes (a NUL in an e-mail or url fails its format). */
const freeTexts = [
  'first_name',
  'last_name',
  'phone',
  'old_password',
  'new_password',
  'discount_code',
  'giver_name',
  'recipient_name',
  'message',
  'paymentMethod',
];

/** `body` with a NUL inside every free-text field that holds a string. */
const withNul = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      freeTexts.includes(key) && typeof value === 'string' ? `${value}\u0000${value}` : value,
    ]),
  );

/** Fields only some calls take, and that most calls would refuse: sent now and then. */
const optional = [
  'image',
  'branches',
  'branch',
  'video_preferences',
  'video_preferences_dialog_last_opened_at',
];

/**
 * A JSON body with the fields of every kind of call at once (a route reads its own and drops the
 * rest), the user settings alone (that body takes no other key), any JSON at all, or raw text that
 * is not JSON.
 */
export const bodies = (known: Known) => {
  const { bookingAndProfile, ...others } = shapes(known);
  const fields: Record<string, fc.Arbitrary<unknown>> = Object.assign(
    { ...bookingAndProfile },
    ...Object.values(others),
  );
  const required = Object.keys(fields).filter((key) => !optional.includes(key));
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((body) => ({ json: body, raw: undefined as string | undefined }));
  // One body in three has a NUL in every free text (PostgreSQL cannot store one); the others
  // none, so they get past the refusal of NUL to the routes' own checks.
  const merged = fc
    .tuple(fc.record(fields, { requiredKeys: required }), fc.nat(2))
    .map(([body, dice]) => (dice === 0 ? withNul(body) : body));
  return fc.oneof(
    { arbitrary: json(merged), weight: 6 },
    {
      arbitrary: json(
        fc.record({
          video_preferences: bookingAndProfile.video_preferences,
          video_preferences_dialog_last_opened_at:
            bookingAndProfile.video_preferences_dialog_last_opened_at,
        }),
      ),
      weight: 1,
    },
    { arbitrary: json(fc.jsonValue({ maxDepth: 3 })), weight: 1 },
    {
      arbitrary: fc
        .constantFrom('{', '{"user":', 'null', '"x"', '[1,2', '\u0000', '{"count":1e400}')
        .map((raw) => ({ json: undefined as unknown, raw })),
      weight: 1,
    },
  );
};

/** Client-id, authorization and error-format headers, right and wrong. */
export const headerValues = (known: Known) =>
  fc.record({
    authorization: fc.oneof(
      { arbitrary: fc.constant('valid' as string | undefined), weight: 6 },
      fc.constant(undefined),
      fc.constantFrom('Bearer', 'Bearer x y', 'Bearer abc.def.ghi', 'Basic Zm9vOmJhcg==', '😀'),
    ),
    rest: fc.record(
      {
        'x-yogo-client-id': fc.oneof(
          { arbitrary: fc.constant(String(known.studioId)), weight: 8 },
          anyId(known).map(String),
        ),
        'x-yogo-client-accepts-extended-error-format': fc.constantFrom('1', ''),
        'x-yogo-request-context': fc.constantFrom('frontend', 'frontend', 'admin', 'teacher', 'x'),
      },
      { requiredKeys: ['x-yogo-client-id'] },
    ),
  });
