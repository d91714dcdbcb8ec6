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
