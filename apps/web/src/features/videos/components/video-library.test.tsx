import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import {
  allVideos,
  eveningTalk,
  lockedVideo,
  morningFlow,
  video,
  videoApi,
  videoCalls,
} from '../testing/video-fixtures.ts';

vi.mock('@vimeo/player', () => ({
  default: class {
    ready = () => Promise.resolve();
    destroy = () => Promise.resolve();
  },
}));
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

const grid = () => screen.findByRole('list', { name: 'Videos' }, { timeout: 8000 });
const names = async () =>
  (await within(await grid()).findAllByRole('article')).map((card) =>
    card.getAttribute('aria-label'),
  );

test('the library asks for its videos with the seed populate and shows each as a card', async () => {
  const calls = videoApi();
  await renderApp('/video-extended', { token: 'jwt' });
  const card = await screen.findByRole('article', { name: 'Morning flow' }, { timeout: 8000 });
  const [first] = videoCalls(calls);
  expect(first!.getAll('populate[]')).toEqual([
    'video_filter_values',
    'video_tags',
    'teachers.image',
    'has_public_access',
    'related_videos',
    'is_user_favorite',
  ]);
  expect(first!.get('show_in_customer_search')).toBe('true');
  const filtersCall = calls.find((call) => call.path === '/video-filters')!;
  expect(filtersCall.url.searchParams.getAll('populate[]')).toEqual([
    'filter_values',
    'filter_values.show_for_main_categories',
    'show_for_main_categories',
  ]);
  expect(
    calls.find((call) => call.path === '/users')!.url.searchParams.get('isTeachingVideo'),
  ).toBe('1');
  // 307 s as mm:ss, a 140-character preview, the filter values, a lazy 600-wide picture.
  expect(card.textContent).toContain('05:07');
  const preview = card.querySelector('.video-card-description')!.textContent!;
  expect(preview.endsWith('…')).toBe(true);
  expect(preview.length).toBeLessThanOrEqual(141);
  expect(card.textContent).toContain('Beginner');
  const img = card.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('https://i.example/1_640.jpg');
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('height')).toBe('339');
  // Yoga has its own icon by name; Talk by the server's `icon`.
  expect(screen.getByRole('button', { name: 'Yoga' }).getAttribute('aria-pressed')).toBe('false');
});

test('category, dropdown filters, teachers and search each ask again; chips remove; Clear all', async () => {
  const calls = videoApi();
  await renderApp('/video-extended', { token: 'jwt' });
  await grid();
  const last = () => videoCalls(calls).at(-1)!;

  // "Style" shows only while Yoga is chosen.
  const yoga = await screen.findByRole('button', { name: 'Yoga' });
  expect(screen.queryByRole('button', { name: 'Style' })).toBeNull();
  await userEvent.click(yoga);
  await waitFor(() => expect(last().getAll('mainCategoryIds[]')).toEqual(['1']));
  expect(screen.getByRole('button', { name: 'Style' })).toBeTruthy();

  await userEvent.click(await screen.findByRole('button', { name: 'Level' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Beginner' }));
  await waitFor(() => expect(last().getAll('filterValueIds[]')).toEqual(['101']));
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: /Level/ }).getAttribute('aria-expanded')).toBe('false');

  await userEvent.click(await screen.findByRole('button', { name: 'Teacher' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Mia Holm' }));
  await waitFor(() => expect(last().getAll('teacherIds[]')).toEqual(['5']));

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'flow');
  await waitFor(() => expect(last().get('searchQuery')).toBe('flow'));
  // Debounced: not one call per letter.
  expect(videoCalls(calls).filter((query) => query.has('searchQuery'))).toHaveLength(1);

  // "More filters" holds the rest.
  await userEvent.click(screen.getByRole('button', { name: 'More filters' }));
  const more = await screen.findByRole('dialog', { name: 'More filters' });
  await userEvent.click(within(more).getByRole('checkbox', { name: 'Hips' }));
  await userEvent.click(within(more).getByRole('button', { name: 'Show videos' }));
  await waitFor(() => expect(last().getAll('filterValueIds[]')).toEqual(['101', '131']));

  const chips = screen.getByRole('list', { name: 'Chosen filters' });
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Beginner×', 'Mia Holm×', 'Hips×']);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Beginner' }));
  await waitFor(() => expect(last().getAll('filterValueIds[]')).toEqual(['131']));

  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  await waitFor(() => {
    expect(last().getAll('filterValueIds[]')).toEqual([]);
    expect(last().getAll('teacherIds[]')).toEqual([]);
    expect(last().get('searchQuery')).toBeNull();
  });
  expect(last().getAll('mainCategoryIds[]')).toEqual(['1']);
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
});

test('sorts: newest by default, most watched by plays, favourites first; initialSort', async () => {
  videoApi();
  await renderApp('/video-extended', { token: 'jwt' });
  expect(await names()).toEqual(['Deep stretch', 'Morning flow', 'Evening talk']);
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  await userEvent.selectOptions(sort, 'popular');
  expect(await names()).toEqual(['Evening talk', 'Morning flow', 'Deep stretch']);
  await userEvent.selectOptions(sort, 'favorites');
  expect(await names()).toEqual(['Evening talk', 'Morning flow', 'Deep stretch']);

  videoApi({ 'GET /videos': () => [video(7, { is_user_favorite: true }), ...allVideos] });
  await renderApp('/video-extended?initialSort=favorites', { token: 'jwt' });
  await screen.findByRole('article', { name: 'Video 7' }, { timeout: 8000 });
  expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
    'favorites',
  );
  expect(await names()).toEqual(['Evening talk', 'Video 7', 'Morning flow', 'Deep stretch']);
});

test('a visitor has no favourites: no hearts, no favourites sort, not asked for', async () => {
  const calls = videoApi({}, { loggedIn: false });
  await renderApp('/video-extended?initialSort=favorites');
  await screen.findByRole('article', { name: 'Morning flow' }, { timeout: 8000 });
  const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  expect([...sort.options].map((option) => option.value)).toEqual(['popular', 'newest']);
  expect(sort.value).toBe('newest');
  expect(screen.queryByRole('button', { name: /^Favourite/ })).toBeNull();
  expect(videoCalls(calls)[0]!.getAll('populate[]')).not.toContain('is_user_favorite');
});

test('the heart adds a favourite, then removes it', async () => {
  const calls = videoApi({
    'POST /user-video-favorites/42': () => 'OK',
    'DELETE /user-video-favorites/42/1': () => 'OK',
  });
  await renderApp('/video-extended', { token: 'jwt' });
  const heart = await screen.findByRole(
    'button',
    { name: 'Favourite: Morning flow' },
    { timeout: 8000 },
  );
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(heart);
  await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ video: 1 });
  await userEvent.click(heart);
  await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  expect(calls.filter((call) => call.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(
    ['POST /user-video-favorites/42', 'DELETE /user-video-favorites/42/1'],
  );
});

test('a card opens the video full screen, locking the page scroll until it closes', async () => {
  videoApi();
  await renderApp('/video-extended', { token: 'jwt' });
  const card = await screen.findByRole('article', { name: 'Morning flow' }, { timeout: 8000 });
  await userEvent.click(within(card).getAllByRole('button')[0]!);
  const modal = await screen.findByRole('dialog', { name: 'Morning flow' });
  expect(document.documentElement.style.overflow).toBe('hidden');
  expect(within(modal).getByLabelText('Morning flow').tagName).toBe('VIDEO');
  // The teacher's description shows on a tap; the picture is 80×80 cropped.
  expect(within(modal).queryByText('Teaches slow flow.')).toBeNull();
  await userEvent.click(within(modal).getByRole('button', { name: /Mia Holm/ }));
  expect(within(modal).getByText('Teaches slow flow.')).toBeTruthy();
  expect(modal.querySelector('.video-teacher img')!.getAttribute('src')).toBe(
    '/image-files/mia.jpg?w=80&h=80&fit=crop',
  );
  await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.documentElement.style.overflow).toBe('');
});

test('a tag closes the video and searches for it; a category filters by it', async () => {
  const calls = videoApi();
  await renderApp('/video-extended', { token: 'jwt' });
  const open = async () => {
    const card = await screen.findByRole('article', { name: 'Morning flow' }, { timeout: 8000 });
    await userEvent.click(within(card).getAllByRole('button')[0]!);
    return screen.findByRole('dialog', { name: 'Morning flow' });
  };
  await userEvent.click(within(await open()).getByRole('button', { name: '#hips' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(videoCalls(calls).at(-1)!.get('searchQuery')).toBe('hips'));
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('hips');

  const modal = await open();
  expect(within(modal).getByRole('heading', { name: 'Level' })).toBeTruthy();
  await userEvent.click(within(modal).getByRole('button', { name: 'Beginner' }));
  await waitFor(() =>
    expect(videoCalls(calls).at(-1)!.getAll('filterValueIds[]')).toEqual(['101']),
  );
  expect(videoCalls(calls).at(-1)!.get('searchQuery')).toBeNull();
});

test('a related video closes the modal, is fetched by id and opens', async () => {
  const calls = videoApi({ 'GET /videos/2': () => eveningTalk });
  await renderApp('/video-extended', { token: 'jwt' });
  const card = await screen.findByRole('article', { name: 'Morning flow' }, { timeout: 8000 });
  await userEvent.click(within(card).getAllByRole('button')[0]!);
  const modal = await screen.findByRole('dialog', { name: 'Morning flow' });
  await userEvent.click(within(modal).getByRole('button', { name: 'Video 2' }));
  expect(await screen.findByRole('dialog', { name: 'Evening talk' })).toBeTruthy();
  const fetched = calls.find((call) => call.path === '/videos/2')!;
  expect(fetched.url.searchParams.getAll('populate[]')).toContain('related_videos');
});

test('a video without access explains it on play and offers the prices', async () => {
  videoApi({
    'GET /price-groups': () => [],
    'GET /class-pass-types': () => [],
    'GET /membership-types': () => [],
  });
  const { router } = await renderApp('/video-extended', { token: 'jwt' });
  const card = await screen.findByRole(
    'article',
    { name: lockedVideo.video_provider_data!.name! },
    { timeout: 8000 },
  );
  await userEvent.click(within(card).getAllByRole('button')[0]!);
  const modal = await screen.findByRole('dialog', { name: 'Deep stretch' });
  expect(within(modal).queryByLabelText('Deep stretch', { selector: 'video' })).toBeNull();
  await userEvent.click(within(modal).getByRole('button', { name: 'Play Deep stretch' }));
  const alert = await screen.findByRole('alertdialog', { name: 'No access' });
  expect(alert.textContent).toContain('You do not have access to watch this video.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Deep stretch' })).toBeTruthy();

  await userEvent.click(within(modal).getByRole('button', { name: 'Play Deep stretch' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'See prices' }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/prices'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.documentElement.style.overflow).toBe('');
  expect(morningFlow.id).toBe(1);
});
