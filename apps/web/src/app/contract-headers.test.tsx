/**
 * Defect 21: a provider's CORS preflight allows only the request headers of CONTRACT §1.1, so a
 * header outside them (ours was `X-Yogo-Locale`) makes the browser refuse every call. The customer's
 * language choice changes the interface only; server texts follow the studio's `locale`.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, studioBody, userBody } from '../shared/testing/fake-api.ts';
import { renderApp } from './testing/render-app.tsx';

/** CONTRACT §1.1, lower-cased as `fetch` and CORS compare them. */
const contractHeaders = new Set([
  'content-type',
  'authorization',
  'x-yogo-client-id',
  'x-yogo-connector-parent-domain',
  'x-yogo-request-context',
  'x-yogo-client-accepts-extended-error-format',
]);

test('after the customer picks a language, every call still carries only contract headers', async () => {
  const calls = fakeApi({
    'GET /clients/current': () => studioBody({ locale: 'da' }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /classes': () => ({ classes: [] }),
    'GET /users': () => [],
    'GET /class-types': () => [],
  });
  sessionStorage.setItem('clientId', '1');
  const { router } = await renderApp('/schedule', { token: 'token-1' });
  await userEvent.click(
    await screen.findByRole('button', { name: /Choose language/ }, { timeout: 8000 }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Norsk bokmål' }));
  const before = calls.length;
  await router.navigate('/schedule?week=2026-11-01');
  await waitFor(() => expect(calls.slice(before).map((call) => call.path)).toContain('/classes'));

  const sent = calls.flatMap((call) => Object.keys(call.headers).map((h) => h.toLowerCase()));
  expect(calls.length).toBeGreaterThan(2);
  expect(sent).toContain('authorization');
  expect(sent.filter((header) => !contractHeaders.has(header))).toEqual([]);
  expect(localStorage.getItem('language')).toBe('nb');
}, 20_000);
