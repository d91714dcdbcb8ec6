import type { Subject } from '../workflow/workflow.schema.ts';

/** The screen each subject opens, for a customer and for staff. */
export function subjectLink(subject: Subject, id: string, viewer: 'customer' | 'staff'): string {
  if (viewer === 'staff') {
    const screen = { sample: 'sample-requests', quote: 'quote-list', order: 'order-list' }[subject];
    return `/admin/${screen}?id=${id}`;
  }
  return { sample: `/sampleOrder/${id}`, quote: `/quotes?id=${id}`, order: `/orders?id=${id}` }[subject];
}
