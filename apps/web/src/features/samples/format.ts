import type { TFunction } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';

/**
 * The fee as the customer reads it: ₩45,000, "Free of charge" (0), "Not set yet" (null) — or a dash
 * when the request closed (rejected, cancelled) before any fee was set.
 */
export function feeText(fee: number | null, t: TFunction, state?: string): string {
  if (fee === null) return state === 'rejected' || state === 'cancelled' ? '—' : t('samples.fee.pending');
  if (fee === 0) return t('samples.fee.free');
  return formatMoney(fee);
}

export { localName } from '../../lib/format.ts';
