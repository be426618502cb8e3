import { expect, test } from 'vitest';
import { morningFlow } from '../testing/video-fixtures.ts';
import { PREFERENCES_REOPEN_MS, hasAllVideoAccess, preferencesDue } from './preferences-due.ts';
import { sortVideos } from './sort-videos.ts';
import { allVideos } from '../testing/video-fixtures.ts';
import { descriptionPreview, formatDuration, thumbnailUrl } from './video-facts.ts';

test('durations are mm:ss', () => {
  expect(formatDuration(0)).toBe('00:00');
  expect(formatDuration(59)).toBe('00:59');
  expect(formatDuration(307)).toBe('05:07');
  expect(formatDuration(4530)).toBe('75:30');
  expect(formatDuration(undefined)).toBe('');
});

test('a preview is cut at a word within its length and marked', () => {
  const text = 'word '.repeat(60);
  const preview = descriptionPreview(text, 140);
  expect(preview.length).toBeLessThanOrEqual(141);
  expect(preview).toMatch(/word…$/);
  expect(descriptionPreview('Short\n\ntext', 140)).toBe('Short text');
});

test('the thumbnail is the smallest picture at least as wide, else the largest', () => {
  expect(thumbnailUrl(morningFlow, 600)).toBe('https://i.example/1_640.jpg');
  expect(thumbnailUrl(morningFlow, 2000)).toBe('https://i.example/1_1280.jpg');
});

test('sort orders', () => {
  const ids = (sort: Parameters<typeof sortVideos>[1]) =>
    sortVideos(allVideos, sort).map((v) => v.id);
  expect(ids('newest')).toEqual([3, 1, 2]);
  expect(ids('popular')).toEqual([2, 1, 3]);
  expect(ids('favorites')).toEqual([2, 1, 3]);
});

test('the preferences prompt is due when never opened or more than 182 days ago', () => {
  const now = Date.UTC(2026, 10, 27);
  expect(PREFERENCES_REOPEN_MS).toBe(182 * 86_400_000);
  expect(preferencesDue(null, now)).toBe(true);
  expect(preferencesDue(now - PREFERENCES_REOPEN_MS, now)).toBe(false);
  expect(preferencesDue(now - PREFERENCES_REOPEN_MS - 1, now)).toBe(true);
  expect(
    hasAllVideoAccess(
      [{ status: 'cancelled_running', membership_type: { access_all_videos: true } }],
      [],
      '2026-11-27',
    ),
  ).toBe(true);
  expect(hasAllVideoAccess([{ status: 'active', membership_type: 6 }], [], '2026-11-27')).toBe(
    false,
  );
});
