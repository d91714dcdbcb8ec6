import { formatNumber, localName } from '../../lib/format.ts';
import type { LimitViolation } from '@formulab/shared/recipes/formulation';

/** 2 → "2 %", 0.0015 → "0.0015 %" (locale digits, up to four decimals). */
export function formatPct(n: number): string {
  return `${formatNumber(n, 4)} %`;
}

/** A percent with a sign for differences: "+0.2 %", "−1.5 %". */
export function formatDelta(n: number): string {
  if (n === 0) return formatPct(0);
  return `${n > 0 ? '+' : '−'}${formatPct(Math.abs(n))}`;
}

/** The local name to show beside an INCI name, or '' when it says the same (e.g. "Limonene"). */
export function nameBesideInci(x: { inciName: string; nameKo: string; nameEn: string }, lang: string | undefined): string {
  const local = localName(x, lang);
  return local.trim().toLowerCase() === x.inciName.trim().toLowerCase() ? '' : local;
}

/** Phase letter or a dash. */
export const phaseLabel = (p: string | null) => p ?? '–';

/** A usage inside a sentence ("the leave-on limit"): lower case (a no-op in Korean). */
export const usageInText = (t: (key: string) => string, usage: string) => t(`usages.${usage}`).toLowerCase();

export { OK_GREEN } from '../../components/validity-badge.tsx';

/** The copy's name, "<name> (copy)" in the reader's language, kept within the 120 characters a name may have. */
export function copyName(name: string, template: (name: string) => string, max = 120): string {
  const full = template(name);
  if (full.length <= max) return full;
  const room = Math.max(1, name.length - (full.length - max) - 1);
  return template(`${name.slice(0, room).trimEnd()}…`);
}
export { localName };

/**
 * What a line the verdict fails says after its "Line n · INCI": "at 2.5 % exceeds the limit of 0.5 % in
 * Korea", or "at 0.01 %: not allowed in this product in the EU" (a prohibition, a product type the
 * substance is not allowed in, a substance it must not be used with). The rules are the only limits.
 */
export function violationText(
  t: (key: string, options?: Record<string, unknown>) => string,
  v: Pick<LimitViolation, 'limit' | 'percent' | 'total' | 'market'>,
): string {
  const market = t(`compliance.markets.${v.market}`);
  return v.limit === null
    ? t('recipes.live.prohibitedIn', { percent: formatPct(v.percent), market })
    : t('recipes.live.exceeds', { percent: formatPct(v.total), market, limit: formatPct(v.limit) });
}
