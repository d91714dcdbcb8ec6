import { sampleDetailSchema, samplePageSchema } from '@formulab/shared/samples/samples.schema';
import type { SampleState } from '@formulab/shared/samples/samples.states';
import { staffRecordCalls } from '../../../lib/staff-records.ts';

export type AdminSampleFilters = { q?: string; state?: SampleState; limit?: number; cursor?: string };

/** the staff queue's calls: listQuery, query and key of one, transition, note */
export const adminSamples = staffRecordCalls<AdminSampleFilters, typeof samplePageSchema, typeof sampleDetailSchema>({
  path: '/api/admin/sample-requests',
  list: 'admin-samples',
  one: 'admin-sample',
  page: samplePageSchema,
  detail: sampleDetailSchema,
});
