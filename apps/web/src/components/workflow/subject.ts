import type { Subject } from '@formulab/shared/workflow/workflow.schema';

/** The records the workflow pieces show: the pipeline's subjects and the shop's purchases. */
export type WorkflowSubject = Subject | 'purchase';
