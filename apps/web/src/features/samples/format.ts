import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format.ts';

/** The fee as the customer reads it: ₩45,000, "Free of charge" (0), or "Not set yet" (null). */
export function feeText(fee: number | null, t: TFunction): string {
  if (fee === null) return t('samples.fee.pending');
  if (fee === 0) return t('samples.fee.free');
  return formatMoney(fee);
}

/** A name in the reader's language, from a pair kept in both. */
export function localName(pair: { nameKo: string; nameEn: string }, language: string | undefined): string {
  return (language === 'en' ? pair.nameEn : pair.nameKo) || pair.nameKo || pair.nameEn;
}
