import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { userBody } from '../../../shared/testing/fake-api.ts';
import { PREFERENCES_REOPEN_MS } from '../lib/preferences-due.ts';
import { DAY, videoApi } from '../testing/video-fixtures.ts';

const allVideosMembership = {
  id: 3,
  status: 'active',
  membership_type: { id: 6, name: 'Online', access_all_videos: true },
};

function api(lastOpenedAt: number | null, holdings: Record<string, unknown> = {}) {
  return videoApi({
    'GET /users/42': () =>
      userBody({ memberships: [allVideosMembership], class_passes: [], ...holdings }),
    'GET /users/42/settings': () => ({
      video_preferences: { filter_value_ids: [102] },
      video_preferences_dialog_last_opened_at: lastOpenedAt,
    }),
    'POST /users/42/settings': (request) => ({
      video_preferences: null,
      video_preferences_dialog_last_opened_at: null,
      ...(request.body as object),
    }),
  });
}

/** The page has loaded what decides the prompt, and no prompt is open. */
async function expectNoPrompt(calls: ReturnType<typeof videoApi>) {
  await screen.findByRole('article', { name: 'Morning flow' }, { timeout: 8000 });
  await waitFor(() => expect(calls.some((call) => call.path === '/users/42/settings')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog', { name: 'What do you enjoy?' })).toBeNull();
}

test('a customer with access to all videos is asked, once, and their choices are saved', async () => {
  const calls = api(null);
  await renderApp('/video-extended', { token: 'jwt' });
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'What do you enjoy?' },
    { timeout: 8000 },
  );
  // What was chosen before is ticked.
  expect(
    (within(dialog).getByRole('checkbox', { name: 'Advanced' }) as HTMLInputElement).checked,
  ).toBe(true);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Beginner' }));
  const before = Date.now();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const post = calls.find((call) => call.method === 'POST')!;
  const body = post.body as Record<string, unknown>;
  expect(post.path).toBe('/users/42/settings');
  expect(body.video_preferences).toEqual({ filter_value_ids: [102, 101] });
  expect(body.video_preferences_dialog_last_opened_at).toBeGreaterThanOrEqual(before);
});

test('Not now records only that it was opened', async () => {
  const calls = api(Date.now() - PREFERENCES_REOPEN_MS - DAY);
  await renderApp('/video-extended', { token: 'jwt' });
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'What do you enjoy?' },
    { timeout: 8000 },
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['video_preferences_dialog_last_opened_at']);
});

test('not asked again within 182 days', async () => {
  const calls = api(Date.now() - PREFERENCES_REOPEN_MS + DAY);
  await renderApp('/video-extended', { token: 'jwt' });
  await expectNoPrompt(calls);
});

test('not asked without access to all videos (an ended membership, an expired pass)', async () => {
  const calls = api(null, {
    memberships: [{ ...allVideosMembership, status: 'ended' }],
    class_passes: [
      {
        id: 4,
        valid_until: '2020-01-01',
        class_pass_type: { name: 'Old', access_all_videos: true },
      },
    ],
  });
  await renderApp('/video-extended', { token: 'jwt' });
  await expectNoPrompt(calls);
});

test('a valid class pass with access to all videos is enough', async () => {
  api(null, {
    memberships: [],
    class_passes: [
      { id: 4, valid_until: '2999-01-01', class_pass_type: { name: 'All', access_all_videos: 1 } },
    ],
  });
  await renderApp('/video-extended', { token: 'jwt' });
  expect(
    await screen.findByRole('dialog', { name: 'What do you enjoy?' }, { timeout: 8000 }),
  ).toBeTruthy();
});
