import type { TaxTreatment } from '@formulab/shared/orders/tax';
import { VAT_PERCENT } from '@formulab/shared/orders/tax';
import type { TFunction } from '../../i18n/index.ts';

/** The VAT line's label on a quote or an order: "VAT 10 %", or the zero rate of an export. */
export function vatLabel(treatment: TaxTreatment, t: TFunction): string {
  return treatment === 'standard' ? t('workflow.amounts.vat', { rate: VAT_PERCENT }) : t('workflow.amounts.vatZeroRated');
}
