import { sampleDetailSchema, samplePageSchema } from '@formulab/shared/samples/samples.schema';
import type { SampleState } from '@formulab/shared/samples/samples.states';
import { staffRecordCalls } from '../../../lib/staff-records.ts';

export type AdminSampleFilters = { q?: string; state?: SampleState; limit?: number; cursor?: string };

const samples = staffRecordCalls<AdminSampleFilters, typeof samplePageSchema, typeof sampleDetailSchema>({
  path: '/api/admin/sample-requests',
  list: 'admin-samples',
  one: 'admin-sample',
  page: samplePageSchema,
  detail: sampleDetailSchema,
});

export const adminSamplesQuery = samples.listQuery;
export const adminSampleKey = samples.key;
export const adminSampleQuery = samples.query;
export const adminTransitionSample = samples.transition;
export const addSampleNote = samples.note;
