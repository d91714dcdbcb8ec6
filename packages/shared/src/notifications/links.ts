import type { RecordSubject } from '../workflow/workflow.schema.ts';

/** The screen each subject opens, for a customer and for staff. */
export function subjectLink(subject: RecordSubject, id: string, viewer: 'customer' | 'staff'): string {
  if (viewer === 'staff') {
    // purchases are staff's shop orders (admin `order-list` with ?purchase=), production orders the pipeline's
    if (subject === 'purchase') return `/admin/order-list?purchase=${id}`;
    const screen = {
      sample: 'sample-requests',
      quote: 'quote-list',
      order: 'order-list',
      inquiry: 'customer-inquiries',
      partnership: 'partner-inquiries',
      recipe: 'recipe-list',
    }[subject];
    return `/admin/${screen}?id=${id}`;
  }
  return {
    sample: `/sampleOrder/${id}`,
    quote: `/quotes?id=${id}`,
    order: `/orders?id=${id}`,
    purchase: `/purchase-history?id=${id}`,
    inquiry: `/support?id=${id}`,
    partnership: `/partnership`,
    recipe: `/recipes/${id}`,
  }[subject];
}
