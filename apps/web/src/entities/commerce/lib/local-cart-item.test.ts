import { expect, test } from 'vitest';
import { localCartItemQuery, loginWithCartPath, readLocalCartItem } from './local-cart-item.ts';

const none = new URLSearchParams();

test('the item survives the trip through the login-with-cart path', () => {
  const item = { itemType: 'membership_type', itemId: 6, itemCount: 1, paymentOption: 14 };
  const path = loginWithCartPath(item);
  const json = decodeURIComponent(path.slice('/login-with-cart/'.length));
  expect(readLocalCartItem(json, none)).toEqual(item);
});

test('the query string works too, with a count of 1 by default', () => {
  const query = new URLSearchParams('itemType=class_pass_type&itemId=3');
  expect(readLocalCartItem(undefined, query)).toEqual({
    itemType: 'class_pass_type',
    itemId: 3,
    itemCount: 1,
  });
});

test('a first installment is always one, and nonsense is no item', () => {
  const query = new URLSearchParams('itemType=event_first_installment&itemId=9&itemCount=4');
  expect(readLocalCartItem(undefined, query)?.itemCount).toBe(1);
  expect(readLocalCartItem('{not json', none)).toBeNull();
  expect(readLocalCartItem('{"itemType":"class_pass_type","itemId":-2}', none)).toBeNull();
  expect(readLocalCartItem(undefined, new URLSearchParams('itemId=3'))).toBeNull();
});

test('an appointment carries its slot, from the JSON or the query string; half a slot is none', () => {
  const slot = { date: '2026-11-25', appointment_type_id: 4, teacher_id: 6, start_time: '13:00' };
  const item = { itemType: 'appointment', itemId: 4, itemCount: 1, ...slot, branch_id: 1 };
  const json = decodeURIComponent(loginWithCartPath(item).slice('/login-with-cart/'.length));
  expect(readLocalCartItem(json, none)).toEqual(item);
  const query = new URLSearchParams(localCartItemQuery({ ...item, start_time: '13:00:00' }));
  expect(readLocalCartItem(undefined, query)).toEqual(item);
  const noTeacher = new URLSearchParams(
    'itemType=appointment&itemId=4&date=2026-11-25&start_time=13:00',
  );
  expect(readLocalCartItem(undefined, noTeacher)).toBeNull();
});
