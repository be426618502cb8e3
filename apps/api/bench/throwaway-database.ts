/** A database of its own for a benchmark run, beside the given PostgreSQL's. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database beside `baseUrl`, dropped by the returned function. */
export async function throwawayDatabase(baseUrl: string) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}
