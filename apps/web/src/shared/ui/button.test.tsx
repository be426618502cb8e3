import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Button } from './button.tsx';

const announcedImages = () =>
  document.querySelectorAll('[data-live-announcer] [role="log"] [role="img"]');

test('a pending button that goes away leaves no announcement naming it behind (axe role-img-alt)', () => {
  const { getByRole, rerender, unmount } = render(<Button>Pay</Button>);
  getByRole('button', { name: 'Pay' }).focus();
  rerender(<Button isPending>Pay</Button>);
  // react-aria announces the pending state of the focused button, labelled by the button.
  expect(announcedImages().length).toBeGreaterThan(0);
  unmount();
  expect(announcedImages()).toHaveLength(0);
});

test('a button that was never pending leaves the announcer alone', () => {
  const { unmount } = render(<Button>Close</Button>);
  const other = document.createElement('div');
  other.textContent = 'Someone else’s message';
  document.querySelector('[data-live-announcer] [role="log"]')?.append(other);
  unmount();
  expect(other.isConnected).toBe(true);
  other.remove();
});
