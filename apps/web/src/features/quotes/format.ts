import type { TFunction } from '../../i18n/index.ts';
import { localName } from '../../lib/format.ts';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';

/** The packaging as one line: name · code · capacity. */
export function packagingText(p: QuoteSummary['packaging'], language: string | undefined, t: TFunction): string {
  if (!p) return t('quotes.detail.noPackaging');
  return [localName(p, language), p.code, p.capacityMl !== null ? `${p.capacityMl} ml` : null].filter(Boolean).join(' · ');
}

/** One formatter for calendar days, tolerant of an impossible stored date (lib/format.ts). */
export { formatDay } from '../../lib/format.ts';
