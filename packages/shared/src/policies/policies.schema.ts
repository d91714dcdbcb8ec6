import { z } from 'zod';

export const POLICY_KINDS = ['terms', 'privacy', 'refund'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const policySchema = z.object({
  kind: z.enum(POLICY_KINDS),
  version: z.number().int(),
  effectiveAt: z.string(),
  titleKo: z.string(),
  titleEn: z.string(),
  bodyKo: z.string(),
  bodyEn: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const currentPoliciesSchema = z.object({ items: z.array(policySchema) });

/** One version in a policy's history (the public policy page lists them; staff see their state). */
export const POLICY_VERSION_STATES = ['past', 'current', 'scheduled'] as const;
export const policyVersionSchema = z.object({
  kind: z.enum(POLICY_KINDS),
  version: z.number().int(),
  effectiveAt: z.string(),
  titleKo: z.string(),
  titleEn: z.string(),
  /** past: replaced; current: in force now; scheduled: in force from effectiveAt */
  state: z.enum(POLICY_VERSION_STATES),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;
export const policyVersionListSchema = z.object({ items: z.array(policyVersionSchema) });

const policyText = (max: number) =>
  z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max, 'errors.tooLong');

/**
 * A new version of a policy (staff). Plain text: paragraphs separated by an empty line. The version
 * number is the next one; the effective date may be in the future (the current version stays in
 * force until then), never before the version in force.
 */
export const policyInputSchema = z.object({
  kind: z.enum(POLICY_KINDS, { error: 'errors.required' }),
  effectiveAt: z.iso.datetime({ offset: true, error: 'errors.invalidDate' }).refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'errors.invalidDate'),
  titleKo: policyText(200),
  titleEn: policyText(200),
  bodyKo: policyText(100_000),
  bodyEn: policyText(100_000),
});
export type PolicyInput = z.input<typeof policyInputSchema>;
/** A scheduled version is edited in place until it takes effect. */
export const policyEditSchema = policyInputSchema.omit({ kind: true });

/** A signed-in user accepts the terms and privacy policy in force (the versions they were shown). */
export const policyAcceptSchema = z.object({
  termsVersion: z.number({ error: 'errors.consentRequired' }).int().positive('errors.consentRequired').max(2_147_483_647),
  privacyVersion: z.number({ error: 'errors.consentRequired' }).int().positive('errors.consentRequired').max(2_147_483_647),
});
export type PolicyAccept = z.infer<typeof policyAcceptSchema>;
