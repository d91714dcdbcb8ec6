import { queryOptions } from '@tanstack/react-query';
import { materialSchema } from '@formulab/shared/catalogue/materials.schema';
import { api } from '../../../lib/api.ts';

/** One material by id (GET /api/admin/materials/:id) — the typed client has only the list. */
export const materialQuery = (id: string) =>
  queryOptions({ queryKey: ['material', id], queryFn: () => api(`/api/admin/materials/${id}`, { schema: materialSchema }) });

export type StockLevel = 'out' | 'critical' | 'low' | 'ok';

/** How urgent a material's stock is: none left or under half its reorder level is red, at or below it amber. */
export function stockLevel(m: { stockKg: number; reorderLevelKg: number }): StockLevel {
  if (m.stockKg > m.reorderLevelKg) return 'ok';
  if (m.stockKg <= 0) return 'out';
  return m.stockKg < m.reorderLevelKg / 2 ? 'critical' : 'low';
}

export const STOCK_COLOR: Record<StockLevel, string> = { out: 'red', critical: 'red', low: 'orange', ok: 'gray' };

/**
 * A short stock's text and filled badge: dark enough for 4.5:1 with white and on the row's tint (Mantine's
 * filled orange is 3.6:1 under white text, its orange 9 3.9:1 on orange 0); the orange is the theme's.
 */
export const STOCK_INK: Record<Exclude<StockLevel, 'ok'>, string> = {
  out: 'red.9',
  critical: 'red.9',
  low: 'var(--mantine-color-orange-light-color)',
};

/** Days from today (local) to an ISO date (yyyy-mm-dd); negative when past. */
export function daysUntil(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = new Date(y!, (m ?? 1) - 1, d ?? 1).getTime();
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return Math.round((target - today) / 86_400_000);
}
