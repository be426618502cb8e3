import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';

// happy-dom decodes no pictures and draws no canvas: the picked file's size is what the test
// says, and the crop is drawn by a stand-in. The browser journey (e2e/journeys/account.spec.ts)
// does both for real.
const picked = vi.hoisted(() => ({ width: 0, height: 0 }));
vi.mock('../lib/picture.ts', async (original) => ({
  ...(await original<typeof import('../lib/picture.ts')>()),
  readPicture: async () => ({ url: 'blob:picked', ...picked }),
  cropToSquare: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
}));
// react-easy-crop measures the picture once it loads, which never happens here: report a crop.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper({
    onCropComplete,
  }: {
    onCropComplete: (area: unknown, pixels: unknown) => void;
  }) {
    const reported = useRef(false);
    useEffect(() => {
      if (reported.current) return;
      reported.current = true;
      onCropComplete({}, { x: 100, y: 0, width: 600, height: 600 });
    });
    return <div>cropper</div>;
  },
}));

let stored = userBody();
function api() {
  stored = userBody();
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => stored,
    'POST /images/400/400': () => ({ id: 99, filename: 'new-99.jpg', client: 1 }),
    'PUT /users/42': ({ body }) => {
      stored = userBody({ image: { id: 99, filename: 'new-99.jpg' } });
      return { ...userBody(), ...(body as object) };
    },
  });
}

beforeEach(() => Object.assign(picked, { width: 0, height: 0 }));

const pick = async () => {
  const input = await screen.findByLabelText('Choose a picture', {}, { timeout: 8000 });
  await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
};

test('a picture under 400×400 is refused with the required size, and nothing is uploaded', async () => {
  const calls = api();
  Object.assign(picked, { width: 640, height: 399 });
  await renderApp('/edit-profile', { token: 'jwt-anna' });
  await pick();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'The picture is too small: it must be at least 400 × 400 pixels, and this one is 640 × 399.',
  );
  expect(screen.queryByRole('dialog', { name: 'Crop your picture' })).toBeNull();
  expect(calls.some((call) => call.path.startsWith('/images'))).toBe(false);
});

test('a large picture is cropped, uploaded at 400×400 as `image`, and saved on the profile', async () => {
  const calls = api();
  Object.assign(picked, { width: 1200, height: 600 });
  await renderApp('/edit-profile', { token: 'jwt-anna' });
  await pick();
  await screen.findByRole('dialog', { name: 'Crop your picture' });
  await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));

  expect(await screen.findByText('Your new picture is saved')).toBeTruthy();
  const upload = vi
    .mocked(globalThis.fetch)
    .mock.calls.find(([url]) => String(url).endsWith('/images/400/400'));
  const form = upload?.[1]?.body as FormData;
  expect(form.get('image')).toBeInstanceOf(Blob);
  expect((upload?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-anna');
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ image: 99 });
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      '/image-files/new-99.jpg?w=80&h=80&fit=crop',
    ),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('cancelling the crop uploads nothing', async () => {
  const calls = api();
  Object.assign(picked, { width: 400, height: 400 });
  await renderApp('/edit-profile', { token: 'jwt-anna' });
  await pick();
  await screen.findByRole('dialog', { name: 'Crop your picture' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.some((call) => call.path.startsWith('/images'))).toBe(false);
});
