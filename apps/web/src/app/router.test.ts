import type { RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { danishPaths } from '@studio/contract/danish-paths';
import { webRoutes } from '@studio/contract/web-routes';
import { routes } from './router.tsx';
import { unknownPathTarget } from './unknown-path.tsx';

const children = routes[0]!.children ?? [];
const guarded = children.find((route) => route.id === 'guarded')?.children ?? [];
const pathsOf = (list: RouteObject[]) => list.map((route) => route.path).filter(Boolean);

test('the router serves every route of the manifest, guarded where a customer is needed', () => {
  const open = webRoutes.filter((route) => route.access === 'open').map((route) => route.path);
  const customer = webRoutes.filter((route) => route.access === 'customer').map((r) => r.path);
  expect(pathsOf(children)).toEqual(expect.arrayContaining(open));
  expect(pathsOf(guarded).sort()).toEqual([...customer].sort());
});

test('a Danish path redirects to its English one with its query; another unknown path is not found', () => {
  for (const [danish, english] of Object.entries(danishPaths))
    expect(unknownPathTarget(new URL(`https://studio.example/${danish}?a=1`))).toBe(
      `${english}?a=1`,
    );
  expect(unknownPathTarget(new URL('https://studio.example/min-profil/'))).toBe('/my-profile');
  expect(unknownPathTarget(new URL('https://studio.example/constructor'))).toBeNull();
  expect(unknownPathTarget(new URL('https://studio.example/no-such-page?a=1'))).toBeNull();
});
