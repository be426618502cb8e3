import { expect, test } from 'vitest';
import { danishPaths } from './danish-paths.ts';
import { webPathSegments } from './web-paths.ts';
import { systemRoutePath } from './system-route-path.ts';
import { webRoutes } from './web-routes.ts';

test('a system route link names a route and its params (seed 000 §2)', () => {
  expect(systemRoutePath('MyProfile', {})).toBe('/my-profile');
  expect(systemRoutePath('Prices', {})).toBe('/prices');
  expect(systemRoutePath('Prices', { desiredItem: 'membership_type_4' })).toBe(
    '/prices/show-price-group-for/membership_type_4',
  );
  expect(systemRoutePath('Membership', { id: 12 })).toBe('/membership/12');
  expect(systemRoutePath('LivestreamClass', { classId: '7' })).toBe('/livestream/class/7');
  expect(systemRoutePath('Membership', {})).toBe('/');
  expect(systemRoutePath('ResetPasswordWithToken', { email: 'a@b.dk', token: 'f00d' })).toBe(
    '/reset-password/a%40b.dk/f00d',
  );
  expect(systemRoutePath('ConfirmEmailWithToken', { email: 'a@b.dk', token: 'beef' })).toBe(
    '/bekraeft-email/a%40b.dk/beef',
  );
  expect(systemRoutePath('Init', {})).toBe('/');
  expect(systemRoutePath('NoSuchRoute', {})).toBe('/');
});

test('every path, Danish alias and redirect target is one the server sends the app for', () => {
  for (const route of webRoutes) expect(webPathSegments()).toContain(route.path.split('/')[0]);
  for (const [danish, target] of Object.entries(danishPaths)) {
    expect(webPathSegments()).toContain(danish);
    expect(webRoutes.map((route) => `/${route.path}`)).toContain(target);
  }
  expect(webPathSegments()).toContain('');
  expect(webPathSegments()).not.toContain('classes');
});
