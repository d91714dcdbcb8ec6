import {
  sampleDetailSchema,
  samplePageSchema,
  type SampleCreateInput,
  type SampleDetail,
} from '@formulab/shared/samples/samples.schema';
import { sampleMachine, type SampleState } from '@formulab/shared/samples/samples.states';
import { api } from '../../lib/api.ts';
import type { RecordFlow } from '../../components/workflow/index.ts';
import { afterRecordChange, ownRecordCalls, ownRecordsInfinite } from '../../lib/record-queries.ts';

// ---- the signed-in customer's own sample requests ----
export const samplesInfinite = (state: SampleState | undefined) =>
  ownRecordsInfinite('samples', '/api/sample-requests', samplePageSchema, state);

/** one sample request of the customer's: key, query, transition */
export const ownSamples = ownRecordCalls('/api/sample-requests', 'sample', sampleDetailSchema);

export const createSample = (input: SampleCreateInput, idempotencyKey?: string) =>
  api('/api/sample-requests', { schema: sampleDetailSchema, body: input, idempotencyKey });

/** After a change: the record as the server answered, and every list refetched (the recipe's traceability
 * and the dashboard's open work count samples too). */
export const afterSampleChange = afterRecordChange<SampleDetail>(['samples', 'admin-samples', 'notifications', 'pipeline']);

// ---- what the request form offers (own queries: a feature does not import another feature) ----

/** The action bar's view of a sample request: a step restates its fee. */
export const sampleFlow: RecordFlow<{ fee: number | null }> = { machine: sampleMachine, subject: 'sample', amount: (s) => s.fee };
