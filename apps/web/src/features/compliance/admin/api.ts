import {
  adminRulePageSchema,
  failingReportSchema,
  ruleDetailSchema,
  ruleImportReportSchema,
  type AdminRulePage,
  type FailingReport,
  type RuleCreate,
  type RuleImportReport,
  type RuleUpdate,
} from '@formulab/shared/compliance/compliance.admin.schema';
import { api } from '../../../lib/api.ts';
import { postForReport } from '../../../components/admin/index.ts';

export type RuleFilters = {
  q?: string;
  market?: string;
  kind?: string;
  state?: string;
  sort?: string;
  /** issue 22: only rules not verified in 12 months */
  unverified?: 'true';
  limit: number;
  cursor?: string;
};

const qs = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(o).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

export const rulesQuery = (f: RuleFilters) => ({
  queryKey: ['compliance-rules', f] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api(`/api/admin/compliance/rules?${qs(f)}`, { schema: adminRulePageSchema, signal }),
  placeholderData: (prev: AdminRulePage | undefined) => prev,
});
export const ruleQuery = (id: string) => ({
  queryKey: ['compliance-rule', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api(`/api/admin/compliance/rules/${id}`, { schema: ruleDetailSchema, signal }),
});
export const createRule = (body: RuleCreate) => api('/api/admin/compliance/rules', { schema: ruleDetailSchema, body });
export const updateRule = (id: string, body: RuleUpdate) =>
  api(`/api/admin/compliance/rules/${id}`, { schema: ruleDetailSchema, method: 'PUT', body });
export const setRetired = (id: string, retire: boolean, version: number, note: string) =>
  api(`/api/admin/compliance/rules/${id}/${retire ? 'retire' : 'restore'}`, {
    schema: ruleDetailSchema,
    body: { version, note },
  });

export const previewRuleImport = (csv: string) =>
  api('/api/admin/compliance/rules/import/preview', { schema: ruleImportReportSchema, body: { csv } });
export const commitRuleImport = (csv: string) =>
  postForReport<RuleImportReport>('/api/admin/compliance/rules/import/commit', { csv });

export const failingQuery = (f: { market?: string; limit: number; cursor?: string }) => ({
  queryKey: ['compliance-failing', f] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api(`/api/admin/compliance/failing?${qs(f)}`, { schema: failingReportSchema, signal }),
  placeholderData: (prev: FailingReport | undefined) => prev,
});

/** Whether a rule is due for review: never verified, or last verified over 365 days ago (as the server's filter). */
export function isUnverified(verifiedOn: string | null, now = new Date()): boolean {
  return !verifiedOn || verifiedOn < new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
}
