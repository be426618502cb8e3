/**
 * What every stored record carries besides its id (CONTRACT §1.7): `createdAt`, `updatedAt` (ms
 * since epoch) and `archived` (0/1 from some providers, §1.10). Optional in answers: a record
 * nested in another answer may come without them.
 */
import * as z from 'zod/mini';
import { WireBool } from './wire.ts';

export const storedFields = {
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  archived: z.optional(WireBool),
};
