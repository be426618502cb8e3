import { afterEach, expect, test } from 'vitest';
import { denyStorage } from '../testing/deny-storage.ts';
import { localStore, sessionStore } from './safe-storage.ts';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  localStore.clear();
  sessionStore.clear();
});

test('with storage allowed, values land in the browser storage', () => {
  localStore.set('language', 'nb');
  sessionStore.set('clientId', '2');
  expect(localStorage.getItem('language')).toBe('nb');
  expect(sessionStorage.getItem('clientId')).toBe('2');
  sessionStore.remove('clientId');
  expect(sessionStore.get('clientId')).toBeNull();
});

test('where reading storage throws SecurityError, values are kept in memory', () => {
  restore = denyStorage();
  expect(() => window.localStorage).toThrow('Access is denied');
  expect(localStore.get('accessToken')).toBeNull();
  localStore.set('accessToken', 'jwt-1');
  sessionStore.set('rememberedRoute', '/my-profile');
  expect(localStore.get('accessToken')).toBe('jwt-1');
  expect(sessionStore.get('rememberedRoute')).toBe('/my-profile');
  localStore.remove('accessToken');
  expect(localStore.get('accessToken')).toBeNull();
});

test('a browser that reads but refuses writes (full, private mode) still keeps the value', () => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  try {
    localStore.set('accessToken', 'jwt-2');
    expect(localStore.get('accessToken')).toBe('jwt-2');
  } finally {
    Storage.prototype.setItem = setItem;
  }
});
