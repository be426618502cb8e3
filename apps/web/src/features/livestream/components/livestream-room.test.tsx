import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LivestreamRoom as Room } from '@studio/contract/livestream-room';
import { fakeApi, status } from '../../../shared/testing/fake-api.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { closesAt, opensAt, roomBody } from '../testing/room-fixture.ts';
import { LivestreamRoom } from './livestream-room.tsx';

const ROOM = 'GET /classes/7/livestream-room';

beforeEach(() => vi.useFakeTimers({ now: opensAt - 90_000, shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** The studio's server: the room by the (fake) clock, the stream as `stream.now` says. */
function server(stream: { now: Room['stream'] } = { now: null }) {
  return fakeApi({
    [ROOM]: () => {
      const now = Date.now();
      if (now < opensAt) return roomBody();
      if (now >= closesAt) return roomBody({ status: 'ended' });
      return roomBody({ status: 'open', stream: stream.now });
    },
  });
}

const asked = (calls: Array<{ path: string }>) =>
  calls.filter((call) => call.path === '/classes/7/livestream-room').length;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test('before it opens the room says when, counts down each second and asks again every 30 s', async () => {
  const calls = server();
  renderWithApp(<LivestreamRoom classId={7} />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Hatha flow' })).toBeTruthy();
  expect(screen.getByText('December 3, 2026, 18:00–19:00')).toBeTruthy();
  // 16:45 UTC is 17:45 in Copenhagen (the tests run in UTC).
  expect(screen.getByRole('status').textContent).toBe('The livestream opens at 17:45');
  expect(screen.getByRole('timer').textContent).toBe('Opens in 01:30');
  await wait(1_000);
  expect(screen.getByRole('timer').textContent).toBe('Opens in 01:29');
  expect(asked(calls)).toBe(1);

  await wait(30_000);
  expect(asked(calls)).toBe(2);
  expect(screen.getByRole('status').textContent).toBe('The livestream opens at 17:45');
  expect(screen.getByRole('timer').textContent).toBe('Opens in 00:59');
});

test('at zero the room asks again and opens; without a stream it asks every 15 s until one comes', async () => {
  const stream: { now: Room['stream'] } = { now: null };
  const calls = server(stream);
  renderWithApp(<LivestreamRoom classId={7} />);
  await screen.findByRole('timer');

  await wait(90_000);
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(
      'The studio has not started the stream yet. This page tries again by itself.',
    ),
  );
  // Asked at load, after 30 and 60 s, and when the countdown reached zero.
  expect(asked(calls)).toBe(4);
  expect(screen.queryByRole('timer')).toBeNull();

  stream.now = { type: 'embed', url: 'https://player.example.com/live/abc' };
  await wait(15_000);
  expect(asked(calls)).toBe(5);
  const frame = await screen.findByTitle('Hatha flow');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe('https://player.example.com/live/abc');
  expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
  expect(screen.getByRole('status').textContent).toBe('The livestream is on');
});

test('after it closes the room says the livestream has ended and shows the ways on', async () => {
  vi.setSystemTime(closesAt + 1);
  server();
  renderWithApp(<LivestreamRoom classId={7} />);

  expect(await screen.findByText('This livestream has ended')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('This livestream has ended');
  expect(screen.getByRole('link', { name: 'Go to the schedule' }).getAttribute('href')).toBe(
    '/schedule',
  );
  expect(screen.getByRole('link', { name: 'Go to My profile' }).getAttribute('href')).toBe(
    '/my-profile',
  );
});

test('a customer not signed up for the livestream is told so and led to the class', async () => {
  fakeApi({ [ROOM]: () => 'E_NOT_SIGNED_UP_FOR_LIVESTREAM' });
  renderWithApp(<LivestreamRoom classId={7} />);

  expect(await screen.findByText('You are not signed up for this livestream')).toBeTruthy();
  const link = screen.getByRole('link', { name: 'See the class in the schedule' });
  expect(link.getAttribute('href')).toBe('/schedule?class=7');
  expect(screen.queryByTitle('Hatha flow')).toBeNull();
});

test('a class without a livestream, or an address without a class, is not available', async () => {
  const calls = fakeApi({ [ROOM]: () => status(404, 'Not Found') });
  const { unmount } = renderWithApp(<LivestreamRoom classId={7} />);
  expect(await screen.findByText('This livestream is not available')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the schedule' })).toBeTruthy();
  unmount();

  renderWithApp(<LivestreamRoom classId={0} />);
  expect(await screen.findByText('This livestream is not available')).toBeTruthy();
  expect(asked(calls)).toBe(1);
});
