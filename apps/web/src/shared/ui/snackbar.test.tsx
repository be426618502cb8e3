import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { Snackbar, snackbarDuration } from './snackbar.tsx';

afterEach(() => vi.useRealTimers());

test('seed 000 §9: 8000 ms in the profile shell, 4000 ms elsewhere', () => {
  expect(snackbarDuration('/my-profile')).toBe(8000);
  expect(snackbarDuration('/membership/12')).toBe(8000);
  expect(snackbarDuration('/purchase-history')).toBe(8000);
  expect(snackbarDuration('/checkout')).toBe(4000);
  expect(snackbarDuration('/my-profile-not')).toBe(4000);
});

function showAt(path: string, onTimeout: () => void) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Snackbar message="Card updated" onTimeout={onTimeout} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

test('on a membership page the message stays 8 seconds', () => {
  vi.useFakeTimers();
  const onTimeout = vi.fn();
  showAt('/membership/3', onTimeout);
  expect(screen.getByRole('status').textContent).toBe('Card updated');
  act(() => {
    vi.advanceTimersByTime(7999);
  });
  expect(onTimeout).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(onTimeout).toHaveBeenCalledOnce();
});

test('at checkout it goes after 4 seconds', () => {
  vi.useFakeTimers();
  const onTimeout = vi.fn();
  showAt('/checkout', onTimeout);
  act(() => {
    vi.advanceTimersByTime(4000);
  });
  expect(onTimeout).toHaveBeenCalledOnce();
});
