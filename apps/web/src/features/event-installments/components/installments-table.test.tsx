import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { installmentBody } from '../testing/signup-fixtures.ts';
import { InstallmentsTable } from './installments-table.tsx';

// Issue 26: the plan scrolled sideways on a phone. There each installment is a small card
// (installments.css), so its number says on its own what it is ("No. 2"), beside the amount.

test('on a phone each installment is a card whose number is named', () => {
  renderWithApp(
    <InstallmentsTable
      installments={[installmentBody(), installmentBody({ id: 2, date: '2099-02-01' })]}
      today="2026-11-27"
    />,
  );
  const rows = within(screen.getByRole('table', { name: 'Payment plan' })).getAllByRole('row');
  const [number, , amount] = within(rows[2]!).getAllByRole('cell');
  expect(number!.getAttribute('data-label')).toBe('No.');
  expect(number!.textContent).toBe('2');
  expect(amount!.classList.contains('installments-amount')).toBe(true);
});
