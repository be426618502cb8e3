/**
 * Where a system route leads (seed 000 §2 `/system-route/{routeName}/{params}`), read from the
 * route manifest. Apart from web-routes.ts, which the web app's first load carries: only the
 * system route's own page needs this.
 */
import { webRoutes, type WebRoute } from './web-routes.ts';

/**
 * The path a system route stands for (`/system-route/Prices/{"desiredItem":"x"}`): the first route
 * of that name whose every `:param` is given; `Init`, an unknown name or missing params give `/`.
 */
export function systemRoutePath(routeName: string, params: Record<string, unknown>): string {
  const paramCount = (route: WebRoute) => route.path.split(':').length;
  const candidates = webRoutes.filter((candidate) => candidate.name === routeName);
  // The most specific first: `Prices` with a `desiredItem` is the price group's path.
  for (const route of candidates.sort((x, y) => paramCount(y) - paramCount(x))) {
    let complete = true;
    const path = route.path.replace(/:(\w+)\??/g, (_match, key: string) => {
      const value = params[key];
      if (typeof value !== 'string' && typeof value !== 'number') complete = false;
      return encodeURIComponent(String(value));
    });
    if (complete) return `/${path}`;
  }
  return '/';
}
