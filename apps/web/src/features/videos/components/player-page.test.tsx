import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { lockedVideo, morningFlow, videoApi } from '../testing/video-fixtures.ts';

vi.mock('hls.js', () => ({
  default: class {
    static isSupported = () => true;
    static Events = {};
    static ErrorTypes = {};
    static ErrorDetails = {};
    on() {}
    loadSource() {}
    attachMedia() {}
    destroy() {}
  },
}));

test('the player page plays the video full screen', async () => {
  const calls = videoApi({ 'GET /videos/1': () => morningFlow });
  await renderApp('/video-player/1', { token: 'jwt' });
  const player = await screen.findByLabelText(
    'Morning flow',
    { selector: 'video' },
    { timeout: 8000 },
  );
  expect(player.closest('main')!.className).toBe('video-player-page');
  const call = calls.find((c) => c.path === '/videos/1')!;
  expect(call.url.searchParams.getAll('populate[]')).toContain('video_tags');
});

test('without access the player page says so, then goes to Prices', async () => {
  videoApi({ 'GET /videos/3': () => lockedVideo });
  const { router } = await renderApp('/video-player/3', { token: 'jwt' });
  const alert = await screen.findByRole('alertdialog', { name: 'No access' }, { timeout: 8000 });
  expect(alert.textContent).toContain('You do not have access to watch this video.');
  await userEvent.click(within(alert).getByRole('button', { name: 'See prices' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/prices'));
});

test('a visitor is sent to Login first', async () => {
  videoApi({}, { loggedIn: false });
  const { router } = await renderApp('/video-player/1');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});
