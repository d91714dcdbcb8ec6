import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sampleDetailSchema, samplePageSchema } from '@formulab/shared/samples/samples.schema';
import type { SampleState } from '@formulab/shared/samples/samples.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminSampleFilters = { q?: string; state?: SampleState; limit?: number; cursor?: string };

export const adminSamplesQuery = (f: AdminSampleFilters) =>
  queryOptions({
    queryKey: ['admin-samples', f],
    queryFn: ({ signal }) => api(`/api/admin/sample-requests${toQuery(f)}`, { schema: samplePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const adminSampleKey = (id: string) => ['admin-sample', id] as const;
export const adminSampleQuery = (id: string) =>
  queryOptions({
    queryKey: adminSampleKey(id),
    queryFn: ({ signal }) => api(`/api/admin/sample-requests/${id}`, { schema: sampleDetailSchema, signal }),
  });
export const adminTransitionSample = (id: string, body: TransitionBody) =>
  api(`/api/admin/sample-requests/${id}/transitions`, { schema: sampleDetailSchema, body });
export const addSampleNote = (id: string, note: string) =>
  api(`/api/admin/sample-requests/${id}/notes`, { schema: sampleDetailSchema, body: { note } });
