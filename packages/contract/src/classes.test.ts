import { describe, expect, test } from 'vitest';
import { Class } from './class-object.ts';
import { ClassesResponse } from './classes.ts';

const core = {
  id: 1,
  client_id: 1,
  date: '2026-11-24',
  start_time: '07:00',
  end_time: '08:00',
  class_type_id: 3,
  seats: 12,
  cancelled: false,
};

describe('class answers from any provider (CONTRACT §1.10)', () => {
  test('0/1 booleans of other providers are read as real booleans, in a list and alone', () => {
    const fromReference = {
      ...core,
      cancelled: 0,
      archived: 0,
      livestream_enabled: 1,
      class_accepts_customer_signups: 0,
      user_can_sign_up_for_class: 0,
    };
    const read = {
      cancelled: false,
      archived: false,
      livestream_enabled: true,
      class_accepts_customer_signups: false,
      user_can_sign_up_for_class: false,
    };
    expect(Class.parse(fromReference)).toMatchObject(read);
    const list = { responseType: 'classes', populate: [], classes: [fromReference] };
    expect(ClassesResponse.parse(list).classes[0]).toMatchObject({ id: 1, ...read });
    expect(Class.safeParse({ ...core, cancelled: 2 }).success).toBe(false);
  });

  test('a list answer keeps every field it was sent and refuses a class without its core fields', () => {
    const withFlags = { ...core, capacity_text: '2/12', user_can_sign_up_for_class: true };
    const parsed = ClassesResponse.parse({
      responseType: 'classes',
      populate: [],
      classes: [withFlags],
    });
    expect(parsed.classes[0]).toEqual(withFlags);
    const broken = {
      responseType: 'classes',
      populate: [],
      classes: [{ ...core, date: undefined }],
    };
    expect(ClassesResponse.safeParse(broken).success).toBe(false);
  });
});
