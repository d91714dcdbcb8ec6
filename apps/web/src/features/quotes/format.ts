import type { TFunction } from '../../i18n/index.ts';
import { localName } from '../../lib/format.ts';
import { vatOf, type TaxTreatment } from '@formulab/shared/orders/tax';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';

/** The packaging as one line: name · code · capacity. */
export function packagingText(p: QuoteSummary['packaging'], language: string | undefined, t: TFunction): string {
  if (!p) return t('quotes.detail.noPackaging');
  return [localName(p, language), p.code, p.capacityMl !== null ? `${p.capacityMl} ml` : null].filter(Boolean).join(' · ');
}

/**
 * How one answer of a quote was taxed: the quote's treatment (null on a quote priced before VAT was
 * itemised), except an earlier answer of such a quote, revised since: it carries no VAT on a total that
 * would have some, and is shown as it was priced (VAT excluded).
 */
export function revisionTreatment(treatment: TaxTreatment | null, revision: { total: number; vat: number }): TaxTreatment | null {
  if (treatment === 'standard' && revision.vat === 0 && vatOf(revision.total, 'standard') > 0) return null;
  return treatment;
}

export { vatLabel } from '../../components/workflow/amounts.ts';

/** One formatter for calendar days, tolerant of an impossible stored date (lib/format.ts). */
export { formatDay } from '../../lib/format.ts';
