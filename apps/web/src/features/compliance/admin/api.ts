import type {
  AdminRulePage,
  FailingReport,
  RuleCreate,
  RuleDetail,
  RuleImportReport,
  RuleUpdate,
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
  queryFn: ({ signal }: { signal: AbortSignal }) => api<AdminRulePage>(`/api/admin/compliance/rules?${qs(f)}`, { signal }),
  placeholderData: (prev: AdminRulePage | undefined) => prev,
});
export const ruleQuery = (id: string) => ({
  queryKey: ['compliance-rule', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<RuleDetail>(`/api/admin/compliance/rules/${id}`, { signal }),
});
export const createRule = (body: RuleCreate) => api<RuleDetail>('/api/admin/compliance/rules', { body });
export const updateRule = (id: string, body: RuleUpdate) =>
  api<RuleDetail>(`/api/admin/compliance/rules/${id}`, { method: 'PUT', body });
export const setRetired = (id: string, retire: boolean, version: number, note: string) =>
  api<RuleDetail>(`/api/admin/compliance/rules/${id}/${retire ? 'retire' : 'restore'}`, { body: { version, note } });

export const previewRuleImport = (csv: string) =>
  api<RuleImportReport>('/api/admin/compliance/rules/import/preview', { body: { csv } });
export const commitRuleImport = (csv: string) =>
  postForReport<RuleImportReport>('/api/admin/compliance/rules/import/commit', { csv });

export const failingQuery = (f: { market?: string; limit: number; cursor?: string }) => ({
  queryKey: ['compliance-failing', f] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<FailingReport>(`/api/admin/compliance/failing?${qs(f)}`, { signal }),
  placeholderData: (prev: FailingReport | undefined) => prev,
});

/** Whether a rule is due for review: never verified, or last verified over 365 days ago (as the server's filter). */
export function isUnverified(verifiedOn: string | null, now = new Date()): boolean {
  return !verifiedOn || verifiedOn < new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
}
