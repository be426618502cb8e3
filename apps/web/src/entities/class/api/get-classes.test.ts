import { beforeEach, expect, test } from 'vitest';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { ApiError } from '../../../shared/api/errors.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { makeClass } from '../testing/class-fixture.ts';
import { designPopulateKeys, referenceClasses } from '../testing/reference-classes.ts';
import { forgetRefusedPopulateKeys, getClasses } from './get-classes.ts';

const populateOf = (url: URL) => url.searchParams.getAll('populate[]');

beforeEach(() => forgetRefusedPopulateKeys());

test('a provider without the design populate keys: dropped, asked once more, not asked again', async () => {
  const { calls } = mockFetch({ 'GET /classes': referenceClasses([makeClass({ id: 7 })]) });

  const first = await getClasses({ startDate: '2026-11-23' }, customerClassPopulate);
  expect(first.map((cls) => cls.id)).toEqual([7]);
  expect(first[0]!.user_signup_count).toBeUndefined();
  expect(calls).toHaveLength(2);
  expect(populateOf(calls[1]!.url)).toEqual(
    customerClassPopulate.filter((key) => !designPopulateKeys.includes(key)),
  );
  expect(populateOf(calls[1]!.url)).toContain('user_can_sign_up_for_class');

  await getClasses({ id: 7 }, customerClassPopulate);
  expect(calls).toHaveLength(3);
  expect(populateOf(calls[2]!.url).filter((key) => designPopulateKeys.includes(key))).toEqual([]);
});

test('our own server keeps every key: one call, all fields', async () => {
  const { calls } = mockFetch({
    'GET /classes': { responseType: 'classes', populate: [], classes: [makeClass()] },
  });
  const classes = await getClasses({}, customerClassPopulate);
  expect(calls).toHaveLength(1);
  expect(populateOf(calls[0]!.url)).toEqual(customerClassPopulate);
  expect(classes[0]!.user_signup_count).toBe(0);
});

test('it asks again only once, and other 400s are not retried', async () => {
  const refuseAll = (_body: unknown, url: URL) =>
    new Response(
      JSON.stringify(`The following populate fields are invalid: ${populateOf(url).join(', ')}`),
      { status: 400 },
    );
  const { calls } = mockFetch({ 'GET /classes': refuseAll });
  await expect(getClasses({}, ['capacity_text', 'signup_count'])).rejects.toBeInstanceOf(ApiError);
  expect(calls).toHaveLength(2);

  const other = mockFetch({
    'GET /classes': () => new Response(JSON.stringify('E_INVALID_DATE'), { status: 400 }),
  });
  await expect(getClasses({}, ['ics_url'])).rejects.toBeInstanceOf(ApiError);
  expect(other.calls).toHaveLength(1);
});
