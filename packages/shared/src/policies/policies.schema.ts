import { z } from 'zod';
import { digits } from '../numbers.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';
import { PG_INT_MAX } from '../ids.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';

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
  /** edits of this version so far: send it back with the next edit */
  revision: z.number().int(),
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
  effectiveAt: z.iso.datetime({ offset: true, error: 'errors.invalidDateTime' }).refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'errors.invalidDateTime'),
  titleKo: policyText(200),
  titleEn: policyText(200),
  bodyKo: policyText(100_000),
  bodyEn: policyText(100_000),
});
export type PolicyInput = z.input<typeof policyInputSchema>;
/** A scheduled version is edited in place until it takes effect. */
export const policyEditSchema = policyInputSchema.omit({ kind: true }).extend({
  /** the revision the form was opened at: an edit over someone else's is 409 CHANGED_MEANWHILE */
  revision: versionSchema.optional(),
});

/** A signed-in user accepts the terms and privacy policy in force (the versions they were shown). */
export const policyAcceptSchema = z.object({
  termsVersion: z.number({ error: 'errors.consentRequired' }).int().positive('errors.consentRequired').max(2_147_483_647),
  privacyVersion: z.number({ error: 'errors.consentRequired' }).int().positive('errors.consentRequired').max(2_147_483_647),
});
export type PolicyAccept = z.infer<typeof policyAcceptSchema>;

/* ------------------------------------------- acceptances (staff) ------------------------------------------- */

/** The kinds a user accepts (the refund policy is only shown). */
export const ACCEPTED_POLICY_KINDS = ['terms', 'privacy'] as const;
export type AcceptedPolicyKind = (typeof ACCEPTED_POLICY_KINDS)[number];

/** GET /api/admin/policies/acceptances (and its CSV without `limit` and `cursor`) */
export const policyAcceptanceListQuerySchema = z.object({
  kind: z.enum(ACCEPTED_POLICY_KINDS, { error: 'errors.invalidValue' }).optional(),
  version: digits(
    z
      .number({ error: 'errors.invalidValue' })
      .int('errors.invalidValue')
      .positive('errors.invalidValue')
      .max(PG_INT_MAX, 'errors.invalidValue'),
    'errors.invalidValue',
  ).optional(),
  /** part of the user's name, e-mail or company */
  q: searchSchema,
  limit: pageLimit(100, 25),
  cursor: cursorSchema,
});
export type PolicyAcceptanceListQuery = z.infer<typeof policyAcceptanceListQuerySchema>;
/** what a client sends (numbers as numbers; the server coerces the query string) */
export type PolicyAcceptanceFilters = {
  kind?: AcceptedPolicyKind;
  version?: number;
  q?: string;
  limit?: number;
  cursor?: string;
};
export const policyAcceptanceCsvQuerySchema = policyAcceptanceListQuerySchema.omit({ limit: true, cursor: true });
export type PolicyAcceptanceCsvQuery = z.infer<typeof policyAcceptanceCsvQuerySchema>;

/** One acceptance: who accepted which version of which policy, when. */
export const policyAcceptanceSchema = z.object({
  /** the log's id (a bigint, as text) */
  id: z.string(),
  kind: z.enum(ACCEPTED_POLICY_KINDS),
  version: z.number().int(),
  acceptedAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), companyName: z.string() }),
});
export type PolicyAcceptance = z.infer<typeof policyAcceptanceSchema>;
export const policyAcceptancePageSchema = pageOf(policyAcceptanceSchema);
export type PolicyAcceptancePage = z.infer<typeof policyAcceptancePageSchema>;
