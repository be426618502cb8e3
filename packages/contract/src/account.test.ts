import { describe, expect, test } from 'vitest';
import { ProfilePasswordForm, SetNewPasswordForm, UserSettingsBody } from './account.ts';

describe('password forms (seed 000 §5)', () => {
  test('a new password must be strong and typed the same twice', () => {
    const good = { password: 'Secret1', password_confirmation: 'Secret1' };
    expect(SetNewPasswordForm.safeParse(good).success).toBe(true);
    const weak = SetNewPasswordForm.safeParse({
      password: 'secret',
      password_confirmation: 'secret',
    });
    expect(weak.error?.issues[0]?.message).toBe('validation:password_too_weak');
    const differ = SetNewPasswordForm.safeParse({ ...good, password_confirmation: 'Secret2' });
    expect(differ.error?.issues).toEqual([
      expect.objectContaining({
        message: 'validation:passwords_must_match',
        path: ['password_confirmation'],
      }),
    ]);
  });

  test('the profile keeps the password when both fields are empty', () => {
    expect(ProfilePasswordForm.safeParse({ password: '', password_confirmation: '' }).success).toBe(
      true,
    );
    expect(
      ProfilePasswordForm.safeParse({ password: 'abc', password_confirmation: 'abc' }).success,
    ).toBe(false);
  });
});

test('user settings take only the two known keys', () => {
  expect(UserSettingsBody.safeParse({ video_preferences: { a: [1] } }).success).toBe(true);
  expect(UserSettingsBody.safeParse({ other: 1 }).success).toBe(false);
  expect(UserSettingsBody.safeParse({ video_preferences: [1] }).success).toBe(false);
});
