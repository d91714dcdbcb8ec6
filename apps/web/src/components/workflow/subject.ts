import type { Subject } from '@formulab/shared/workflow/workflow.schema';

/** The records the workflow pieces show: the pipeline's subjects, the shop's purchases and inquiries. */
export type WorkflowSubject = Subject | 'purchase' | 'inquiry' | 'partnership';
