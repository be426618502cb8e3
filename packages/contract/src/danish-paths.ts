/**
 * The Danish-named paths of the web app (seed 000 §2), in a module of their own so that only the
 * router's catch-all and the server load them, not the schedule's first load.
 */
/** Danish path → English path (seed 000 §2: "Danish-named paths redirect to them"). */
export const danishPaths: Readonly<Record<string, string>> = {
  'min-profil': '/my-profile',
  skema: '/schedule',
  priser: '/prices',
  begivenheder: '/events',
  'rediger-profil': '/edit-profile',
  kurv: '/checkout',
  'log-ind': '/login',
  'opret-profil': '/signup',
  'nulstil-adgangskode': '/reset-password',
  koebshistorik: '/purchase-history',
  gavekort: '/gift',
  betingelser: '/terms',
};
