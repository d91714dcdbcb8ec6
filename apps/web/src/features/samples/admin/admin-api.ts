import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SampleDetail, SamplePage } from '@formulab/shared/samples/samples.schema';
import type { SampleState } from '@formulab/shared/samples/samples.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminSampleFilters = { q?: string; state?: SampleState; limit?: number; cursor?: string };

export const adminSamplesQuery = (f: AdminSampleFilters) =>
  queryOptions({
    queryKey: ['admin-samples', f],
    queryFn: ({ signal }) => api<SamplePage>(`/api/admin/sample-requests${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminSampleKey = (id: string) => ['admin-sample', id] as const;
export const adminSampleQuery = (id: string) =>
  queryOptions({
    queryKey: adminSampleKey(id),
    queryFn: ({ signal }) => api<SampleDetail>(`/api/admin/sample-requests/${id}`, { signal }),
  });
export const adminTransitionSample = (id: string, body: TransitionBody) =>
  api<SampleDetail>(`/api/admin/sample-requests/${id}/transitions`, { body });
export const addSampleNote = (id: string, note: string) =>
  api<SampleDetail>(`/api/admin/sample-requests/${id}/notes`, { body: { note } });
