import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { bookedClass, makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { ClassDialog } from './class-dialog.tsx';
import type { Class } from '@studio/contract/classes';

const settings = { customer_can_reserve_multiple_seats_for_class: true };

function open(cls: Class) {
  const { calls } = mockFetch({
    'POST /class-signups': { id: 1, count: 3 },
    'POST /class-signups/change-count': 'OK',
  });
  renderWithApp(
    <ClassDialog classId={cls.id} initial={{ cls, updatedAt: Date.now() }} onClose={vi.fn()} />,
    { settings },
  );
  return calls;
}

describe('the seat count follows the typing (first tap after typing)', () => {
  test('Book uses the typed number before the field loses focus', async () => {
    const calls = open(makeClass({ user_can_sign_up_for_number_of_seats: 5 }));
    const input = screen.getByRole('textbox', { name: 'Number of seats' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    expect(document.activeElement).toBe(input);
    await userEvent.click(screen.getByRole('button', { name: 'Book 3 seats' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ count: 3 }),
    );
  });

  test('Change seats is enabled by the typed number and sends it', async () => {
    const calls = open(bookedClass(2, { user_can_sign_off_from_class: true }));
    const input = screen.getByRole('textbox', { name: 'Number of seats' });
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect(document.activeElement).toBe(input);
    const save = screen.getByRole('button', { name: 'Change seats' });
    expect(save.hasAttribute('disabled')).toBe(false);
    await userEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/class-signups/change-count')?.body).toMatchObject({
        count: 1,
      }),
    );
  });
});

describe('react-aria follows the page language', () => {
  test('the seat steppers are named in Danish when the page is Danish', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n.ts');
    await i18n.changeLanguage('da');
    try {
      open(makeClass({ user_can_sign_up_for_number_of_seats: 5 }));
      // Only the English catalogs are loaded in tests: react-aria's own word is the Danish one.
      expect(await screen.findByRole('button', { name: /^Øg / })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Increase/ })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
