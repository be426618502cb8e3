import { renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { CartItem } from '@studio/contract/cart';
// Initialises i18n with every feature's English catalog.
import '../../../shared/testing/render-with-app.tsx';
import type { CheckoutRow } from '../lib/checkout-rows.ts';
import { useRowText } from './row-text.tsx';

const eventRow = (itemType: string, count: number) =>
  ({
    itemType,
    item: { item_type: itemType, item_count: count, product: { id: 2, name: 'Arm balances' } },
  }) as unknown as CheckoutRow & { item: CartItem };

test('event rows say how many seats, or that this is the first installment', () => {
  const { result } = renderHook(() => useRowText());
  expect(result.current(eventRow('event', 2))).toEqual({ title: 'Arm balances', sub: '2 seats' });
  expect(result.current(eventRow('event', 1)).sub).toBe('');
  expect(result.current(eventRow('event_first_installment', 1)).sub).toMatch(/^First installment/);
});
