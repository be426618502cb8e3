/** The Image record (CONTRACT §1.12, §14 GET /images/{id}). */
import * as z from 'zod/mini';
import { storedFields } from './stored.ts';

/**
 * An image, as GET /images/{id} answers it (style A, with the legacy `url` template to ignore) or
 * populated as `image` (style B has no `url`). Display URLs are built from `filename` (§1.12).
 */
export const Image = z.looseObject({
  id: z.number(),
  filename: z.string(),
  original_filename: z.optional(z.nullable(z.string())),
  original_width: z.optional(z.nullable(z.number())),
  original_height: z.optional(z.nullable(z.number())),
  url: z.optional(z.string()),
  client: z.optional(z.number()),
  /** ms since epoch an unclaimed upload is removed after; 0 once a record refers to it (§1.12). */
  expires: z.optional(z.number()),
  ...storedFields,
});
export type Image = z.infer<typeof Image>;
