import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { loadConfig } from '../../../shared/api/config.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { REMEMBER_REFUSED_MS } from '../../../shared/api/refused-populate.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { makeClass } from '../testing/class-fixture.ts';
import { designPopulateKeys, referenceClasses } from '../testing/reference-classes.ts';
import { getClasses } from './get-classes.ts';

const populateOf = (url: URL) => url.searchParams.getAll('populate[]');
const designKeysAsked = (url: URL) =>
  populateOf(url).filter((key) => designPopulateKeys.includes(key));

/** Points the app at the provider `apiRoot`, as its /config.json would. */
async function useProvider(apiRoot: string, load = loadConfig) {
  mockFetch({ 'GET /config.json': { apiRoot, imageHost: '', clientId: null } });
  await load();
}

beforeEach(async () => {
  localStorage.clear();
  await useProvider('');
});
afterEach(() => vi.useRealTimers());

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
  expect(designKeysAsked(calls[2]!.url)).toEqual([]);
});

test('after a reload the refused keys are still left out for that provider, not for another', async () => {
  await useProvider('https://reference.test');
  mockFetch({ 'GET /classes': referenceClasses([makeClass({ id: 7 })]) });
  await getClasses({ id: 7 }, customerClassPopulate);

  // A reload: fresh modules, the same browser storage.
  vi.resetModules();
  const config = await import('../../../shared/api/config.ts');
  await useProvider('https://reference.test', config.loadConfig);
  const fresh = await import('./get-classes.ts');
  const reloaded = mockFetch({ 'GET /classes': referenceClasses([makeClass({ id: 7 })]) });
  expect((await fresh.getClasses({ id: 7 }, customerClassPopulate)).map((c) => c.id)).toEqual([7]);
  expect(reloaded.calls).toHaveLength(1);
  expect(designKeysAsked(reloaded.calls[0]!.url)).toEqual([]);

  await useProvider('https://ours.test', config.loadConfig);
  const ours = mockFetch({
    'GET /classes': { responseType: 'classes', populate: [], classes: [makeClass()] },
  });
  await fresh.getClasses({}, customerClassPopulate);
  expect(populateOf(ours.calls[0]!.url)).toEqual(customerClassPopulate);
});

test('a week after the refusal the keys are asked for once more', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  mockFetch({ 'GET /classes': referenceClasses([makeClass()]) });
  await getClasses({}, customerClassPopulate);
  vi.setSystemTime(Date.now() + REMEMBER_REFUSED_MS + 1);
  const later = mockFetch({
    'GET /classes': { responseType: 'classes', populate: [], classes: [makeClass()] },
  });
  await getClasses({}, customerClassPopulate);
  expect(populateOf(later.calls[0]!.url)).toEqual(customerClassPopulate);
});

test('0/1 booleans of another provider reach the views as real booleans', async () => {
  const cls = { ...makeClass(), cancelled: 1, user_can_sign_up_for_class: 0 };
  mockFetch({ 'GET /classes': { responseType: 'classes', populate: [], classes: [cls] } });
  const [read] = await getClasses({}, ['user_can_sign_up_for_class']);
  expect(read).toMatchObject({ cancelled: true, user_can_sign_up_for_class: false });
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
