/**
 * The API's OpenAPI 3.1 document, generated from the routes' own schemas (@fastify/swagger with
 * fastify-type-provider-zod's transform: requests as the routes validate them, answers as the
 * server writes them), and its reference page (@fastify/swagger-ui, served from this server, no
 * CDN): `GET /docs` the page, `GET /docs/json` (and `/docs/yaml`) the document. Neither needs a
 * studio (request-context.ts). Every route is tagged with its domain (app.ts). The check that
 * every route has its schemas is test/openapi.test.ts; the choices are in
 * docs/decisions/2026-11-27-openapi-and-response-schemas.md.
 */
import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import './answer-names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, HEAD routes aside (the schema check of test/openapi.test.ts). */
    apiRoutes: RouteOptions[];
  }
}

/** Where the reference page is; `${docsPath}/json` is the document. */
export const docsPath = '/docs';

/** The tags of the document, one per domain (docs/api-layout.md) and the plumbing above them. */
export const apiTags = [
  {
    name: 'studio',
    description: 'The studio, its settings, branches and images (CONTRACT §2, §14)',
  },
  { name: 'account', description: 'Login, signup, the customer’s profile and settings (§3)' },
  { name: 'schedule', description: 'Classes, bookings, waiting lists, livestream, events (§4–§6)' },
  { name: 'catalogue', description: 'What the studio sells (§8, §9, §13)' },
  { name: 'commerce', description: 'Cart, payments, orders, memberships, installments (§7–§11)' },
  { name: 'health', description: 'Health checks (§14, and our readiness design)' },
  { name: 'web app', description: 'The web app served beside the API (ARCHITECTURE.md)' },
] as const;

/** The reference page's own policy: its scripts and styles from here, the document from here. */
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The document without the named schemas no operation refers to (the transform names each in its
 * request form too, `ClassInput`, though only answers are named).
 */
function withoutUnusedComponents(document: Document): Document {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components
    ?.schemas;
  if (!schemas) return document;
  // Until none is left: an unused schema may be the only one referring to another.
  for (let removed = true; removed;) {
    const text = JSON.stringify(document);
    const unused = Object.keys(schemas).filter(
      (name) => !text.includes(`"#/components/schemas/${name}"`),
    );
    for (const name of unused) delete schemas[name];
    removed = unused.length > 0;
  }
  return document;
}

export default fp(async (app) => {
  const routes: RouteOptions[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Studio booking provider API',
        version: '1.0.0',
        description:
          'The wire contract between the customer web app and a provider (CONTRACT.md). Business ' +
          'refusals are HTTP 200 (`"E_…"`, or the extended object when the request carries ' +
          '`X-Yogo-Client-Accepts-Extended-Error-Format`); every call names its studio with ' +
          '`X-Yogo-Client-ID` or `?client=` (§1.2).',
      },
      tags: [...apiTags],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          studio: { type: 'apiKey', in: 'header', name: 'X-Yogo-Client-ID' },
        },
      },
      security: [{ studio: [] }, { studio: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
  });

  await app.register(swaggerUi, {
    routePrefix: docsPath,
    staticCSP: docsPolicy,
    uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null },
  });
});
