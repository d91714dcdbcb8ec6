import { formatNumber } from '../../lib/format.ts';

/** 2 → "2%", 0.0015 → "0.0015%" (locale digits, up to four decimals). */
export function formatPercent(n: number): string {
  return `${formatNumber(n, 4)}%`;
}

/** "0.5–2%", "≥ 0.1%", "≤ 5%", or null when neither end is known. */
export function formatPercentRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? formatPercent(min) : `${formatNumber(min, 4)}–${formatPercent(max)}`;
  if (min !== null) return `≥ ${formatPercent(min)}`;
  if (max !== null) return `≤ ${formatPercent(max)}`;
  return null;
}

/** File sizes: 12 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}
