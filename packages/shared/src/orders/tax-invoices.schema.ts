/**
 * Tax invoices (세금계산서, orders/tax.ts): made out by staff for a paid production order delivered in
 * Korea, to the customer's business registration number; cancelled by an amended invoice of the same
 * amounts negated. What travels between the API and the web app.
 */
import { z } from 'zod';
import { calendarDay, seoulToday } from '../dates.ts';
import { formatRef } from '../refs.ts';

export const TAX_INVOICE_KINDS = ['original', 'cancellation'] as const;
export const TAX_INVOICE_STATES = ['issued', 'cancelled'] as const;

/** "T-000042". */
export function taxInvoiceRef(number: number): string {
  return formatRef('T', number);
}

export const taxInvoiceSchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  kind: z.enum(TAX_INVOICE_KINDS),
  /** the original an amended (cancelling) invoice cancels */
  amendsRef: z.string().nullable(),
  state: z.enum(TAX_INVOICE_STATES),
  /** 작성일자 (YYYY-MM-DD) */
  issueDate: z.string(),
  supplier: z.object({ brn: z.string(), name: z.string(), ceo: z.string() }),
  buyer: z.object({ brn: z.string(), name: z.string(), ceo: z.string(), email: z.string() }),
  item: z.string(),
  supplyAmount: z.number().int(),
  taxAmount: z.number().int(),
  total: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/**
 * POST /api/admin/orders/:id/tax-invoices — make one out, dated `issueDate` (작성일자: today by default;
 * never a day to come).
 */
export const taxInvoiceIssueSchema = z
  .object({
    issueDate: calendarDay('errors.invalidDate')
      .refine((d) => d <= seoulToday(), 'workflow.errors.issueDateFuture')
      .optional(),
  })
  .strict();

/** POST /api/admin/tax-invoices/:id/cancel */
export const taxInvoiceCancelSchema = z
  .object({ reason: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(300, 'errors.tooLong') })
  .strict();

/** GET /api/admin/tax-invoices.csv?from=&to= — issue dates, both included */
export const taxInvoiceExportQuerySchema = z
  .object({
    from: calendarDay('errors.invalidDate'),
    to: calendarDay('errors.invalidDate'),
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'workflow.errors.dateRangeOrder' });
