import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { RETRY_MS } from '../../../shared/media/play-hls.ts';
import { opensAt, roomBody } from '../testing/room-fixture.ts';
import { LivestreamRoom } from './livestream-room.tsx';

/** hls.js stand-in: records what the room asks of it and lets a test raise its events. */
const fake = vi.hoisted(() => {
  type Listener = (event: string, data: unknown) => void;
  class FakeHls {
    static supported = true;
    static isSupported = () => FakeHls.supported;
    static Events = { ERROR: 'hlsError', FRAG_BUFFERED: 'hlsFragBuffered', MANIFEST_PARSED: 'm' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    static ErrorDetails = {
      MANIFEST_LOAD_ERROR: 'manifestLoadError',
      MANIFEST_LOAD_TIMEOUT: 'manifestLoadTimeOut',
      MANIFEST_PARSING_ERROR: 'manifestParsingError',
    };
    listeners = new Map<string, Listener[]>();
    loadSource = vi.fn();
    attachMedia = vi.fn();
    startLoad = vi.fn();
    recoverMediaError = vi.fn();
    destroy = vi.fn();
    constructor() {
      instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string, data: unknown = {}) {
      for (const listener of this.listeners.get(event) ?? []) listener(event, data);
    }
  }
  const instances: FakeHls[] = [];
  return { FakeHls, instances };
});
vi.mock('hls.js', () => ({ default: fake.FakeHls }));

const URL = '/livestream-media/1-7-99-abc/index.m3u8';

beforeEach(() => {
  vi.useFakeTimers({ now: opensAt + 60_000, shouldAdvanceTime: true });
  fake.instances.length = 0;
  fake.FakeHls.supported = true;
  fakeApi({
    'GET /classes/7/livestream-room': () =>
      roomBody({ status: 'open', stream: { type: 'hls', url: URL } }),
  });
});
afterEach(() => vi.useRealTimers());

async function openRoom() {
  const view = renderWithApp(<LivestreamRoom classId={7} />);
  const video = (await screen.findByLabelText('Hatha flow')) as HTMLVideoElement;
  return { ...view, video };
}
const player = async () => {
  await waitFor(() => expect(fake.instances).toHaveLength(1));
  return fake.instances[0]!;
};

test('an open room plays the HLS stream with hls.js in a muted video named by the class, freed on leaving', async () => {
  const { video, unmount } = await openRoom();
  expect(video.tagName).toBe('VIDEO');
  expect(video.muted).toBe(true);
  expect(video.autoplay).toBe(true);
  expect(video.controls).toBe(true);
  const hls = await player();
  expect(hls.loadSource).toHaveBeenCalledWith(URL);
  expect(hls.attachMedia).toHaveBeenCalledWith(video);
  expect(screen.getByText('The livestream is on').getAttribute('role')).toBe('status');

  await userEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
  expect(video.muted).toBe(false);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull());

  unmount();
  expect(hls.destroy).toHaveBeenCalledTimes(1);
});

test('a stream that cannot be reached is said so and tried again until it plays', async () => {
  await openRoom();
  const hls = await player();

  act(() => hls.emit('hlsError', { fatal: true, type: 'networkError', details: 'fragLoadError' }));
  expect(screen.getByText('The stream is not reachable, retrying…')).toBeTruthy();
  expect(hls.startLoad).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
  expect(hls.startLoad).toHaveBeenCalledTimes(1);

  // A playlist that never came is asked for again; a media error is recovered at once.
  act(() =>
    hls.emit('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' }),
  );
  await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
  expect(hls.loadSource).toHaveBeenLastCalledWith(URL);
  expect(hls.loadSource).toHaveBeenCalledTimes(2);
  act(() =>
    hls.emit('hlsError', { fatal: true, type: 'mediaError', details: 'bufferStalledError' }),
  );
  expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);

  act(() => hls.emit('hlsFragBuffered'));
  expect(screen.queryByText('The stream is not reachable, retrying…')).toBeNull();
});

test('where hls.js cannot run but the browser plays HLS itself, the video gets the address', async () => {
  fake.FakeHls.supported = false;
  const canPlay = vi
    .spyOn(HTMLMediaElement.prototype, 'canPlayType')
    .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
  const { video } = await openRoom();
  await waitFor(() => expect(video.getAttribute('src')).toBe(URL));
  expect(fake.instances).toHaveLength(0);
  canPlay.mockRestore();
});
