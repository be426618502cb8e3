import type { RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { danishPaths, webRoutes } from '@studio/contract/web-routes';
import { routes } from './router.tsx';

const children = routes[0]!.children ?? [];
const guarded = children.find((route) => route.id === 'guarded')?.children ?? [];
const pathsOf = (list: RouteObject[]) => list.map((route) => route.path).filter(Boolean);

test('the router serves every route of the manifest, guarded where a customer is needed', () => {
  const open = webRoutes.filter((route) => route.access === 'open').map((route) => route.path);
  const customer = webRoutes.filter((route) => route.access === 'customer').map((r) => r.path);
  expect(pathsOf(children)).toEqual(expect.arrayContaining(open));
  expect(pathsOf(guarded).sort()).toEqual([...customer].sort());
  expect(pathsOf(children)).toEqual(expect.arrayContaining(Object.keys(danishPaths)));
});
