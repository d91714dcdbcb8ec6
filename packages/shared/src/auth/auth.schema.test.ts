import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors.ts';
import {
  LIMITS,
  changePasswordSchema,
  forgotPasswordSchema,
  passwordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth.schema.ts';

const good = {
  email: 'Kim.MinJi@Example.COM',
  password: 'Passw0rd-good',
  name: '김민지',
  companyName: '온담 코스메틱',
  phone: '010-1234-5678',
  preferredLanguage: 'ko',
  termsVersion: 1,
  privacyVersion: 1,
  acceptTerms: true,
  acceptPrivacy: true,
};

/** The field → key map the API would answer for this input, or null when it parses. */
function errorsOf(schema: { safeParse: (v: unknown) => any }, input: unknown): Record<string, string> | null {
  const r = schema.safeParse(input);
  return r.success ? null : fieldErrors(r.error);
}

describe('signUpSchema', () => {
  it('accepts a complete form, lower-cases and trims the e-mail, applies defaults', () => {
    const r = signUpSchema.parse({ ...good, email: '  Kim.MinJi@Example.COM ' });
    expect(r.email).toBe('kim.minji@example.com');
    expect(r.businessRegistrationNumber).toBeNull();
    expect(r.marketingConsent).toBe(false);
  });

  it('keeps a valid business registration number in its ten-digit form', () => {
    expect(signUpSchema.parse({ ...good, businessRegistrationNumber: '220-81-62517' }).businessRegistrationNumber).toBe(
      '2208162517',
    );
    expect(errorsOf(signUpSchema, { ...good, businessRegistrationNumber: '220-81-62518' })).toEqual({
      businessRegistrationNumber: 'errors.brn',
    });
    expect(errorsOf(signUpSchema, { ...good, businessRegistrationNumber: '220-81-625170' })).toEqual({
      businessRegistrationNumber: 'errors.tooLong',
    });
  });

  it.each([
    ['email', 'not-an-email', 'errors.email'],
    ['email', '', 'errors.required'],
    ['email', `${'a'.repeat(250)}@x.io`, 'errors.tooLong'],
    ['email', undefined, 'errors.required'],
    ['password', 'short1', 'errors.passwordTooShort'],
    ['password', 'onlyletters', 'errors.passwordWeak'],
    ['password', '1234567890', 'errors.passwordWeak'],
    ['password', `a1${'x'.repeat(LIMITS.passwordMax)}`, 'errors.tooLong'],
    ['name', '   ', 'errors.required'],
    ['name', 'n'.repeat(LIMITS.name + 1), 'errors.tooLong'],
    ['companyName', '', 'errors.required'],
    ['companyName', 'c'.repeat(LIMITS.company + 1), 'errors.tooLong'],
    ['phone', 'call me', 'errors.phone'],
    ['phone', '123', 'errors.phone'],
    ['phone', '', 'errors.required'],
    ['phone', '0'.repeat(LIMITS.phone + 1), 'errors.tooLong'],
    ['preferredLanguage', 'fr', 'errors.invalidValue'],
    ['termsVersion', undefined, 'errors.consentRequired'],
    ['termsVersion', 0, 'errors.consentRequired'],
    ['privacyVersion', '1', 'errors.consentRequired'],
    ['acceptTerms', false, 'errors.consentRequired'],
    ['acceptTerms', 'true', 'errors.consentRequired'],
    ['acceptPrivacy', undefined, 'errors.consentRequired'],
    // zod 4 issues carry no `input`, so issueKey cannot tell a wrong type from a missing value
    ['marketingConsent', 'yes', /^errors\.(required|invalidType)$/],
  ])('%s = %j → %s', (field, value, key) => {
    const errors = errorsOf(signUpSchema, { ...good, [field]: value });
    expect(errors).not.toBeNull();
    expect(errors![field]).toEqual(typeof key === 'string' ? key : expect.stringMatching(key));
    expect(Object.keys(errors!)).toEqual([field]);
  });

  it('accepts international and spaced phone numbers', () => {
    for (const phone of ['+82 10 1234 5678', '02-123-4567', '01012345678']) {
      expect(signUpSchema.safeParse({ ...good, phone }).success).toBe(true);
    }
  });

  it('drops keys it does not know (role never reaches the server from here)', () => {
    const r = signUpSchema.parse({ ...good, role: 'admin', emailVerified: true });
    expect(r).not.toHaveProperty('role');
    expect(r).not.toHaveProperty('emailVerified');
  });
});

describe('passwordSchema and the other account forms', () => {
  it('needs a letter and a digit, 8 to 128 characters', () => {
    expect(passwordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(passwordSchema.safeParse('abcdef1').success).toBe(false);
    expect(passwordSchema.safeParse('a1'.repeat(64)).success).toBe(true);
    expect(passwordSchema.safeParse('a1'.repeat(64) + 'x').success).toBe(false);
  });

  it('sign-in, forgot, reset and change password check their fields', () => {
    expect(signInSchema.parse({ email: 'A@B.CO', password: 'x' }).email).toBe('a@b.co');
    expect(errorsOf(signInSchema, { email: 'a@b.co', password: '' })).toEqual({ password: 'errors.required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: 'errors.email' });
    expect(errorsOf(resetPasswordSchema, { token: '', newPassword: 'weakweak' })).toEqual({
      token: 'errors.required',
      newPassword: 'errors.passwordWeak',
    });
    expect(errorsOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'short' })).toEqual({
      newPassword: 'errors.passwordTooShort',
    });
  });
});

describe('profileUpdateSchema', () => {
  it('accepts any subset of the editable fields', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ name: ' Kim ', preferredLanguage: 'en' })).toEqual({
      name: 'Kim',
      preferredLanguage: 'en',
    });
    expect(profileUpdateSchema.parse({ businessRegistrationNumber: '' })).toEqual({ businessRegistrationNumber: null });
    expect(profileUpdateSchema.parse({ businessRegistrationNumber: '124 81 00998' })).toEqual({
      businessRegistrationNumber: '1248100998',
    });
  });

  it.each([
    ['role', 'admin'],
    ['email', 'other@example.com'],
    ['emailVerified', true],
    ['banned', false],
    ['termsVersion', 2],
    ['id', 'x'],
  ])('rejects the unknown key %s', (key, value) => {
    const errors = errorsOf(profileUpdateSchema, { name: 'Kim', [key]: value });
    expect(errors).toEqual({ _: 'errors.unknownField' });
  });

  it.each([
    ['phone', 'abc', 'errors.phone'],
    ['name', '', 'errors.required'],
    ['companyName', 'c'.repeat(LIMITS.company + 1), 'errors.tooLong'],
    ['businessRegistrationNumber', '1234567890', 'errors.brn'],
    ['preferredLanguage', 'de', 'errors.invalidValue'],
    ['marketingConsent', 1, /^errors\.(required|invalidType)$/],
  ])('rejects a bad %s', (field, value, key) => {
    const errors = errorsOf(profileUpdateSchema, { [field]: value });
    expect(Object.keys(errors ?? {})).toEqual([field]);
    expect(errors![field]).toEqual(typeof key === 'string' ? key : expect.stringMatching(key));
  });
});
