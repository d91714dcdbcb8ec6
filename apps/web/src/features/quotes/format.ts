import type { TFunction } from '../../i18n/index.ts';
import { localName } from '../../lib/format.ts';
import type { QuoteSummary } from '@formulab/shared/quotes/quotes.schema';

/** The packaging as one line: name · code · capacity. */
export function packagingText(p: QuoteSummary['packaging'], language: string | undefined, t: TFunction): string {
  if (!p) return t('quotes.detail.noPackaging');
  return [localName(p, language), p.code, p.capacityMl !== null ? `${p.capacityMl} ml` : null].filter(Boolean).join(' · ');
}

/** A calendar day (YYYY-MM-DD) in the reader's locale, without moving it across time zones. */
export function formatDay(day: string | null, language: string | undefined): string {
  if (!day) return '–';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
export { localName };
