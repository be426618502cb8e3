import { waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { eveningTalk, morningFlow, video } from '../testing/video-fixtures.ts';
import { VideoPlayer } from './video-player.tsx';

/** Stand-ins for hls.js and @vimeo/player at their boundary: they record what they are asked. */
const fake = vi.hoisted(() => {
  const hls: Array<{ loadSource: unknown; attachMedia: unknown; destroy: unknown }> = [];
  const vimeo: Array<{ element: HTMLElement; options: unknown; destroy: () => Promise<void> }> = [];
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'e', FRAG_BUFFERED: 'f', MANIFEST_PARSED: 'm' };
    static ErrorTypes = {};
    static ErrorDetails = {};
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on = vi.fn();
    constructor() {
      hls.push(this);
    }
  }
  class FakeVimeo {
    destroy = vi.fn(() => Promise.resolve());
    ready = () => Promise.resolve();
    constructor(element: HTMLElement, options: unknown) {
      vimeo.push({ element, options, destroy: this.destroy });
    }
  }
  return { hls, vimeo, FakeHls, FakeVimeo };
});
vi.mock('hls.js', () => ({ default: fake.FakeHls }));
vi.mock('@vimeo/player', () => ({ default: fake.FakeVimeo }));

beforeEach(() => {
  fake.hls.length = 0;
  fake.vimeo.length = 0;
});

test('a built-in video plays its signed address with hls.js, with captions, and is freed', async () => {
  const { container, unmount } = renderWithApp(<VideoPlayer video={morningFlow} />);
  const element = container.querySelector('video')!;
  expect(element.getAttribute('aria-label')).toBe('Morning flow');
  expect(element.controls).toBe(true);
  expect(element.hasAttribute('playsinline')).toBe(true);
  const track = element.querySelector('track')!;
  expect(track.getAttribute('kind')).toBe('captions');
  expect(track.getAttribute('srclang')).toBe('da');
  expect(track.getAttribute('label')).toBe('Dansk');
  expect(track.getAttribute('src')).toBe('/video-media/1-1-42-9-abc/captions-da.vtt');
  await waitFor(() => expect(fake.hls).toHaveLength(1));
  expect(fake.hls[0]!.loadSource).toHaveBeenCalledWith('/video-media/1-1-42-9-abc/index.m3u8');
  expect(fake.hls[0]!.attachMedia).toHaveBeenCalledWith(element);
  expect(fake.vimeo).toHaveLength(0);
  unmount();
  expect(fake.hls[0]!.destroy).toHaveBeenCalledTimes(1);
});

test('a Vimeo video plays in Vimeo’s player by its id, destroyed when it goes', async () => {
  const { container, unmount } = renderWithApp(<VideoPlayer video={eveningTalk} />);
  await waitFor(() => expect(fake.vimeo).toHaveLength(1));
  expect(fake.vimeo[0]!.options).toMatchObject({ id: 1002, playsinline: true });
  expect(container.contains(fake.vimeo[0]!.element)).toBe(true);
  expect(container.querySelector('video')).toBeNull();
  expect(fake.hls).toHaveLength(0);
  unmount();
  expect(fake.vimeo[0]!.destroy).toHaveBeenCalledTimes(1);
});

test('a Vimeo id that is not a number is given as its address', async () => {
  renderWithApp(<VideoPlayer video={video(8, { video_provider_id: '123/abc' })} />);
  await waitFor(() => expect(fake.vimeo).toHaveLength(1));
  expect(fake.vimeo[0]!.options).toMatchObject({ url: 'https://vimeo.com/123/abc' });
});
