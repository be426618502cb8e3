import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { feeBody, orderBody } from '../testing/membership-fixtures.ts';
import { NoShowFeesTable } from './no-show-fees-table.tsx';
import { PaymentsTable } from './payments-table.tsx';

// Issue 26: at 390 px the page scrolled sideways (413 px): five columns do not fit a phone. There
// each row is a small card (memberships.css, `.is-stacked`), so the cells must say on their own
// what they are where a number alone would not, and the receipt or Pay now sits at the right.

test('on a phone each payment is a card: the invoice number is named, the receipt sits right', () => {
  renderWithApp(
    <PaymentsTable orders={[orderBody(3, 1003, Date.UTC(2099, 4, 5), 0)]} paying={false} />,
  );
  const table = screen.getByRole('table', { name: 'Previous payments' });
  expect(table.classList.contains('is-stacked')).toBe(true);
  const [invoice, , amount, , receipt] = within(within(table).getAllByRole('row')[1]!).getAllByRole(
    'cell',
  );
  expect(invoice!.getAttribute('data-label')).toBe('Invoice no.');
  expect(invoice!.textContent).toBe('1003');
  expect(amount!.classList.contains('membership-amount')).toBe(true);
  expect(receipt!.classList.contains('membership-row-action')).toBe(true);
  expect(within(receipt!).getByRole('link', { name: 'Receipt for invoice 1003' })).toBeTruthy();
});

test('on a phone each pending fee is a card too', () => {
  renderWithApp(<NoShowFeesTable fees={[feeBody()]} />);
  expect(screen.getByRole('table').classList.contains('is-stacked')).toBe(true);
});
