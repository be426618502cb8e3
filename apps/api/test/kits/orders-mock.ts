/**
 * The orders module as the payments route tests see it: `createOrderFromCart` and
 * `createGiftCardOrder` stood in for (they price a cart the tests do not build; test-kit.ts
 * inserts the order), `fulfilOrder` and `markPaymentFailed` the real ones, watched. A test file
 * mocks with it, importing it inside the factory (vi.mock is hoisted above the imports):
 *
 *   vi.mock(import('../../src/commerce/public.ts'), async (importOriginal) =>
 *     (await import('./orders-mock.ts')).mockOrders(await importOriginal()),
 *   );
 */
import { vi } from 'vitest';
import type * as Orders from '../../src/commerce/public.ts';

export const mockOrders = (real: typeof Orders): typeof Orders => ({
  ...real,
  createOrderFromCart: vi.fn(),
  createGiftCardOrder: vi.fn(),
  fulfilOrder: vi.fn(real.fulfilOrder),
  markPaymentFailed: vi.fn(real.markPaymentFailed),
});
