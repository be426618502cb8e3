/**
 * Studio files in the journeys: imports one of the example files (apps/api/src/studio/import/examples)
 * into the running server's database through its test-only route (E2E_TEST_ROUTES=1; the CLI
 * cannot open the embedded database while the server holds it). Importing again updates the same
 * studio, so both browser projects may call it.
 */
import type { APIRequestContext } from '@playwright/test';

/** @returns the imported studio's client id (`?clientId=`). */
export async function importExampleStudio(
  request: APIRequestContext,
  example: 'harbour',
): Promise<number> {
  const response = await request.post('/test/studios/import', { data: { example } });
  if (!response.ok()) throw new Error(`could not import ${example}: ${await response.text()}`);
  return ((await response.json()) as { clientId: number }).clientId;
}
