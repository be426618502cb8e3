/**
 * Which paths are the web app's (the server sends index.html for them): every route's first
 * segment and the Danish aliases. Apart from web-routes.ts so the web app's first load carries
 * neither this nor the Danish table.
 */
import { danishPaths } from './danish-paths.ts';
import { webRoutes } from './web-routes.ts';

let segments: ReadonlySet<string> | undefined;

/**
 * First path segments that are the web app's (`''` for `/`): a browser navigation to one of them
 * gets index.html from our server; everything else is the API's (CONTRACT §1.1: no prefix). A
 * function, built on first use: a module-level set would keep the Danish table (only the server
 * and the router's catch-all need it) on the web app's first load.
 */
export function webPathSegments(): ReadonlySet<string> {
  segments ??= new Set([
    '',
    ...webRoutes.map((route) => route.path.split('/')[0]!),
    ...Object.keys(danishPaths),
  ]);
  return segments;
}
