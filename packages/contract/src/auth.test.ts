import { describe, expect, test } from 'vitest';
import { SignupBody, signupProblems, type SignupSettings } from './auth.ts';
import { isStrongPassword } from './password.ts';

const allOff: SignupSettings = {
  signup_show_phone_field: false,
  signup_phone_field_required: false,
  signup_show_date_of_birth_field: false,
  signup_date_of_birth_field_required: false,
  signup_show_address_fields: false,
  signup_address_fields_required: false,
  signup_show_branch_field: false,
  signup_branch_field_required: false,
};

describe('password rule (seed 000 §5)', () => {
  test.each([
    ['Abc123', true],
    ['abc123', false],
    ['ABC123', false],
    ['Abcdef', false],
    ['Ab1', false],
  ])('%s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('signup rules driven by settings', () => {
  const body = {
    first_name: 'Ida',
    last_name: 'Lund',
    email: 'ida@example.dk',
    password: 'Secret1',
  };

  test('a plain body passes when the studio asks for nothing more', () => {
    expect(SignupBody.safeParse(body).success).toBe(true);
    expect(signupProblems(body, allOff)).toEqual([]);
  });

  test('required phone, birthday, address and branch are reported by field', () => {
    const settings: SignupSettings = {
      signup_show_phone_field: true,
      signup_phone_field_required: true,
      signup_show_date_of_birth_field: true,
      signup_date_of_birth_field_required: true,
      signup_show_address_fields: true,
      signup_address_fields_required: true,
      signup_show_branch_field: true,
      signup_branch_field_required: true,
    };
    expect(signupProblems(body, settings).map(([field]) => field)).toEqual([
      'phone',
      'date_of_birth',
      'address_1',
      'zip_code',
      'city',
      'branches',
    ]);
  });

  test('a phone number may only hold digits, spaces, hyphens and a leading plus', () => {
    const settings = { ...allOff, signup_show_phone_field: true };
    expect(signupProblems({ ...body, phone: '+45 12-34 56 78' }, settings)).toEqual([]);
    expect(signupProblems({ ...body, phone: '12ab' }, settings)).toEqual([
      ['phone', 'validation:phone_invalid'],
    ]);
  });

  test('names and a valid email are required', () => {
    const result = SignupBody.safeParse({ ...body, first_name: ' ', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('validation:first_name_required');
    expect(messages).toContain('validation:email_invalid');
  });
});
