/**
 * fast-check generators for the route fuzz test: ids as a client might send them (good, huge,
 * negative, fractional, strings, emoji, NUL), dates real and impossible, populate lists, bodies
 * with the contract's field names holding any JSON value, raw bodies that are not JSON, and the
 * client-id, token and error-format headers.
 */
import fc from 'fast-check';

export interface Known {
  studioId: number;
  customerId: number;
  classIds: number[];
  signupIds: number[];
  /** A free and a paid event, and another customer's event signup (CONTRACT §6). */
  eventIds: number[];
  eventSignupIds: number[];
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
    .tuple(query(known), rarely(anyId(known)), rarely(fc.string({ maxLength: 10 })))
    .chain(([q, client, token]) =>
      // A few parameters at a time, so most requests get past the first bad one.
      fc.subarray(Object.keys(q), { maxLength: 4 }).map((keep) => {
        const kept: Record<string, unknown> = Object.fromEntries(keep.map((k) => [k, q[k]]));
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
    user: anyId(known),
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
    fc.string({ maxLength: 30 }).map((s) => `${s}\u0000`),
  );

/** Mostly `good`, else any JSON: most requests get past the first check and reach the rules. */
const usually = <T>(good: fc.Arbitrary<T>, known: Known) =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: anyJson(known), weight: 1 });

/** A JSON body with the contract's field names, any JSON at all, or raw text that is not JSON. */
export const bodies = (known: Known) => {
  const text = usually(fc.string({ minLength: 1, maxLength: 12 }), known);
  const fields = fc.record(
    {
      user: usually(fc.constant(known.customerId), known),
      class: usually(fc.constantFrom(...known.classIds), known),
      event: usually(fc.constantFrom(...known.eventIds), known),
      count: usually(fc.integer({ min: 0, max: 4 }), known),
      email: usually(fc.emailAddress(), known),
      password: usually(fc.string({ minLength: 6, maxLength: 12 }), known),
      first_name: text,
      last_name: text,
      phone: text,
      date_of_birth: usually(date, known),
      image: anyJson(known),
      branches: anyJson(known),
      branch: anyJson(known),
      emailConfirmationLink: usually(fc.webUrl(), known),
      old_password: text,
      new_password: text,
      token: usually(fc.stringMatching(/^[0-9a-f]{64}$/), known),
      setNewPasswordLink: usually(fc.webUrl(), known),
      video_preferences: anyJson(known),
      video_preferences_dialog_last_opened_at: anyJson(known),
    },
    { requiredKeys: ['user', 'class', 'email', 'password', 'first_name', 'last_name'] },
  );
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((body) => ({ json: body, raw: undefined as string | undefined }));
  return fc.oneof(
    { arbitrary: json(fields), weight: 6 },
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
