import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';
import { eveningTalk, morningFlow, video } from '../testing/video-fixtures.ts';

function api(videos: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /clients/current': () => studioBody(settings),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': (request) =>
      request.url.searchParams.getAll('populate[]').includes('recommended_videos')
        ? userBody(videos)
        : userBody(),
    'GET /video-main-categories': () => [],
    'GET /video-filters': () => [],
    'GET /videos': () => [],
  });
}

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });

test('My videos lists the videos of the customer’s groups, titled by the studio’s setting', async () => {
  const calls = api(
    {
      video_groups_that_customer_can_access: [
        {
          id: 1,
          name: 'Online yoga',
          sort_videos_by: 'name',
          sort_videos_direction: 'asc',
          show_video_descriptions: true,
          videos: [morningFlow, eveningTalk],
        },
        { id: 2, name: 'Empty group', videos: [] },
      ],
    },
    { customer_profile_video_widget_title: 'Mine videoer hos os' },
  );
  await renderApp('/my-profile', { token: 'jwt' });
  const region = await card('Mine videoer hos os');
  expect(within(region).getByRole('heading', { name: 'Online yoga' })).toBeTruthy();
  expect(within(region).queryByRole('heading', { name: 'Empty group' })).toBeNull();
  expect(
    within(region)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual(['Evening talk', 'Morning flow']);
  // 800 wide in the profile; the description preview is 179 characters.
  const first = within(region).getAllByRole('article')[1]!;
  expect(first.querySelector('img')!.getAttribute('width')).toBe('800');
  const preview = first.querySelector('.video-card-description')!.textContent!;
  expect(preview.length).toBeGreaterThan(141);
  expect(preview.length).toBeLessThanOrEqual(180);
  const asked = calls.find((c) =>
    c.url.searchParams.getAll('populate[]').includes('recommended_videos'),
  )!;
  expect(asked.url.searchParams.getAll('populate[]')).toEqual([
    'video_groups_that_customer_can_access',
    'recommended_videos',
  ]);

  await userEvent.click(within(first).getAllByRole('button')[0]!);
  expect(await screen.findByRole('dialog', { name: 'Morning flow' })).toBeTruthy();
});

test('no My videos card without groups that hold videos; Recommended shows two and See all', async () => {
  api({
    video_groups_that_customer_can_access: [{ id: 2, name: 'Empty group', videos: [] }],
    recommended_videos: [video(11), video(12), video(13)],
  });
  const { router } = await renderApp('/my-profile', { token: 'jwt' });
  const region = await card('Recommended videos');
  expect(within(region).getAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('region', { name: 'My videos' })).toBeNull();
  await userEvent.click(within(region).getByRole('link', { name: 'See all' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/video-extended'));
});

test('neither card when the customer has no videos', async () => {
  const calls = api({});
  await renderApp('/my-profile', { token: 'jwt' });
  await card('My info');
  await waitFor(() =>
    expect(
      calls.some((c) => c.url.searchParams.getAll('populate[]').includes('recommended_videos')),
    ).toBe(true),
  );
  expect(screen.queryByRole('region', { name: 'My videos' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Recommended videos' })).toBeNull();
});
