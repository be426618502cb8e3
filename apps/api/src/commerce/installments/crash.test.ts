/**
 * A crash between charging and recording (issue 14): the provider took the money but the paid
 * installment was never recorded. The next run finds the installment's order with its stored
 * key, sends that same key, and the provider answers the charge it already made: one charge, one
 * invoice, the installment paid once. A runner that died holding its claim is taken over after
 * `CLAIM_TTL_MS`, with the same key.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { CLAIM_TTL_MS } from './charge.ts';
import { changeSignup } from './queries.ts';
import { runDueInstallments } from './run.ts';
import {
  installmentSignup,
  installmentsNow,
  paidOrdersOf,
  spyProvider,
} from '../../../test/kits/installments.ts';

/** Recording a paid installment throws while `crashes` is above 0. */
const failing = vi.hoisted(() => ({ crashes: 0 }));
vi.mock('../orders/public.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../orders/public.ts')>();
  return {
    ...real,
    fulfilOrder: (...args: Parameters<typeof real.fulfilOrder>) => {
      if (failing.crashes > 0) {
        failing.crashes -= 1;
        throw new Error('crashed after charging');
      }
      return real.fulfilOrder(...args);
    },
  };
});

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dueSignup() {
  const studio = await t.make.studio({ payment_service_provider: 'test' });
  const customer = await t.make.customer(studio);
  return installmentSignup(t.db, studio.id, customer.id, {
    price: '1500.00',
    plan: [
      ['1970-01-01', '500.00'],
      [addDaysIso(today, -1), '500.00'],
      [addDaysIso(today, 30), '500.00'],
    ],
  });
}

test('a failed recording is recovered on the next run with the same key and no second charge', async () => {
  const { signup, installments } = await dueSignup();
  const due = installments[1]!;
  const spy = spyProvider();
  failing.crashes = 1;
  await expect(runDueInstallments(t.db, { deps: spy.deps, now: FIXED_NOW })).rejects.toThrow(
    '1 installment runs failed',
  );
  expect(spy.charges.size).toBe(1);
  expect((await installmentsNow(t.db, signup.id))[1]!.paid).toBe(0);

  expect(await runDueInstallments(t.db, { deps: spy.deps, now: FIXED_NOW })).toEqual({ paid: 1 });
  expect(spy.calls).toBe(2); // the same key sent twice …
  expect([...spy.charges.keys()]).toEqual([`event-installment-${due.id}`]); // … one charge
  expect((await installmentsNow(t.db, signup.id))[1]!.paid).toBeGreaterThan(0);
  expect(await paidOrdersOf(t.db, [due.id])).toHaveLength(1);
});

test('a runner that died after charging is taken over once its claim is stale, with its key', async () => {
  const { signup, installments } = await dueSignup();
  const due = installments[1]!;
  const spy = spyProvider();
  failing.crashes = 1;
  await expect(runDueInstallments(t.db, { deps: spy.deps, now: FIXED_NOW })).rejects.toThrow();
  // A process that dies never clears its claim.
  await changeSignup(t.db, signup.id, { installment_payment_processing_started: FIXED_NOW });

  const later = FIXED_NOW + 60_000;
  expect(await runDueInstallments(t.db, { deps: spy.deps, now: later })).toEqual({ busy: 1 });
  expect(spy.calls).toBe(1);
  const stale = FIXED_NOW + CLAIM_TTL_MS;
  expect(await runDueInstallments(t.db, { deps: spy.deps, now: stale })).toEqual({ paid: 1 });
  expect([...spy.charges.keys()]).toEqual([`event-installment-${due.id}`]);
  expect(await paidOrdersOf(t.db, [due.id])).toHaveLength(1);
});
