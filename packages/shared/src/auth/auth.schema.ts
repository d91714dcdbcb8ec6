import { z } from 'zod';
import { serialIdSchema } from '../ids.ts';
import { isValidBrn, normaliseBrn } from './brn.ts';

export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  name: 80,
  company: 120,
  email: 254,
  phone: 20,
} as const;

const email = z
  .string({ error: 'errors.required' })
  .trim()
  .toLowerCase()
  .min(1, 'errors.required')
  .max(LIMITS.email, 'errors.tooLong')
  .pipe(z.email('errors.email'));

export const passwordSchema = z
  .string({ error: 'errors.required' })
  .min(LIMITS.passwordMin, 'errors.passwordTooShort')
  .max(LIMITS.passwordMax, 'errors.tooLong')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'errors.passwordWeak');

const name = z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(LIMITS.name, 'errors.tooLong');
const companyName = z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(LIMITS.company, 'errors.tooLong');
const phone = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(LIMITS.phone, 'errors.tooLong')
  .regex(/^\+?[\d\s-]{8,19}$/, 'errors.phone');
const brn = z
  .string()
  .trim()
  .max(12, 'errors.tooLong')
  .refine((v) => v === '' || isValidBrn(v), 'errors.brn')
  .transform((v) => (v === '' ? null : normaliseBrn(v)));

export const languageSchema = z.enum(LANGUAGES, { error: 'errors.invalidValue' });

/** What the sign-up form sends; the server checks the policy versions against the current ones. */
export const signUpSchema = z.object({
  email,
  password: passwordSchema,
  name,
  companyName,
  phone,
  // zod 4 returns a default as is (no transform), so the default is the parsed form: null
  businessRegistrationNumber: brn.default(null),
  preferredLanguage: languageSchema,
  termsVersion: serialIdSchema('errors.consentRequired'),
  privacyVersion: serialIdSchema('errors.consentRequired'),
  acceptTerms: z.literal(true, { error: 'errors.consentRequired' }),
  acceptPrivacy: z.literal(true, { error: 'errors.consentRequired' }),
  marketingConsent: z.boolean().default(false),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'errors.required' }).min(1, 'errors.required').max(LIMITS.passwordMax, 'errors.tooLong'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(1, 'errors.required'), newPassword: passwordSchema });
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'errors.required' }).min(1, 'errors.required').max(LIMITS.passwordMax),
  newPassword: passwordSchema,
});

export const profileUpdateSchema = z
  .object({
    name,
    companyName,
    phone,
    businessRegistrationNumber: brn,
    preferredLanguage: languageSchema,
    marketingConsent: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The signed-in user as the API returns it (`GET /api/me`). Never the password or tokens. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  companyName: z.string(),
  phone: z.string(),
  businessRegistrationNumber: z.string().nullable(),
  preferredLanguage: languageSchema,
  marketingConsent: z.boolean(),
  role: z.enum(ROLES),
  termsVersion: z.number().nullable(),
  privacyVersion: z.number().nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/auth/get-session: who is signed in (better-auth's shape), or null for a visitor. */
export const sessionResponseSchema = z
  .object({
    session: z.object({ id: z.string(), expiresAt: z.string() }),
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES), emailVerified: z.boolean() }),
  })
  .nullable();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Only what the navigation guard needs: the role read from `users` by id. */
export const userRoleSchema = z.object({ id: z.string(), role: z.enum(ROLES) });
