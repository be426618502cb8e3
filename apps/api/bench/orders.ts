/**
 * Order creation benchmark (issue 11 speed: a 5-item cart becomes an order in under 100 ms on
 * PGlite). Run from the repository root: `npx tsx apps/api/bench/orders.ts`.
 * On an in-memory PGlite with the demo studios, a new customer of Studio Nord fills the cart with
 * 5 rows (a membership with its registration fee, a 10-class pass, two 2-class passes and an
 * unlimited month) and asks `POST /payments/test/create-order-and-matching-session-type` 20 times
 * (the cart stays until a payment completes, so each call makes a new order from the same 5 rows).
 * Four such customers take 5 calls each: one customer may make 10 orders in 10 minutes
 * (plugins/attempt-limits.ts), and every measured call must make an order. Prints the median and
 * exits 1 when it is 100 ms or more.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { connect } from '../src/platform/db/connect.ts';
import { seedDemoIfEmpty } from '../src/demo/demo.ts';

const handle = await connect({ dataDir: 'memory://' });
await seedDemoIfEmpty(handle.db);
const app = await buildApp({ db: handle.db, tokenKeys: { secret: randomBytes(32) } });
const client = { 'x-yogo-client-id': '1', 'content-type': 'application/json' };

/** A new customer of Studio Nord whose cart holds the 5 rows; their auth headers. */
async function customerWithCart(n: number) {
  const signup = await app.inject({
    method: 'POST',
    url: '/users',
    headers: client,
    payload: {
      email: `bench-${n}-${Date.now()}@example.dk`,
      password: 'Bench1234',
      first_name: 'Bente',
      last_name: 'Bench',
      phone: '12345678',
      date_of_birth: '1990-01-01',
    },
  });
  const { user, token } = signup.json<{ user: { id: number }; token: string }>();
  const headers = { ...client, authorization: `Bearer ${token}` };
  const add = async (payload: Record<string, unknown>) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/cart-items',
      headers,
      payload: { user: user.id, ...payload },
    });
    if (reply.statusCode !== 200 || reply.body.startsWith('"E_'))
      throw new Error(`could not fill the cart: ${reply.body}`);
  };
  await add({ item_type: 'membership_type', item_id: membership.id });
  await add({ item_type: 'class_pass_type', item_id: paid[0]!.id });
  await add({ item_type: 'class_pass_type', item_id: paid[1]!.id, item_count: 2 });
  await add({ item_type: 'class_pass_type', item_id: paid[2]!.id });
  return headers;
}

const visitor = { ...client };
const passTypes = (await app.inject({ url: '/class-pass-types', headers: visitor })).json<
  {
    id: number;
    name: string;
    price: number;
    for_sale: boolean;
    limited_number_per_customer: boolean;
  }[]
>();
const membershipTypes = (
  await app.inject({ url: '/membership-types?populate[]=payment_options', headers: visitor })
).json<{ id: number; payment_options?: { id: number; for_sale: boolean }[] }[]>();
const paid = passTypes.filter((type) => type.price > 0 && !type.limited_number_per_customer);
const membership = membershipTypes.find((type) => type.payment_options?.some((o) => o.for_sale))!;

/** One checkout of `headers`' cart; throws unless it made an order. */
async function checkout(headers: Record<string, string>) {
  const reply = await app.inject({
    method: 'POST',
    url: '/payments/test/create-order-and-matching-session-type',
    headers,
    payload: {
      success_url: 'http://localhost/ok/{orderId}',
      cancel_url: 'http://localhost/checkout',
    },
  });
  if (reply.json<{ status?: string }>().status !== 'CHECKOUT_SESSION_CREATED')
    throw new Error(`unexpected: ${reply.body}`);
}

const customers = await Promise.all([0, 1, 2, 3].map(customerWithCart));
await checkout(customers[0]!); // warm-up

const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await checkout(customers[i % 4]!);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[10]!;
console.log(`order from a 5-item cart: median ${median.toFixed(1)} ms`);
await app.close();
await handle.close();
process.exit(median < 100 ? 0 : 1);
