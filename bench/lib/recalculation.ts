import {
  costPerUnit,
  inciList,
  qsTo100,
  rawMaterialCostPerKg,
  usageOf,
  validateFormulation,
  type FormulationLine,
} from '../../packages/shared/src/recipes/formulation.ts';
import { INGREDIENTS } from '../../apps/server/src/seed/catalogue/ingredients.data.ts';

export type RecalculationResult = {
  name: string;
  description: string;
  lines: number;
  runs: number;
  /** microseconds per recalculation */
  us: { mean: number; p50: number; p95: number; p99: number; max: number };
};

/**
 * `lines` realistic lines from the demo catalogue: Water q.s. to 100 %, then every other ingredient
 * in catalogue order at the low end of its recommended use level (0.05 % for fragrance allergens,
 * which have no use level), scaled down so the others stay under 65 %. Some
 * ingredients appear twice when `lines` exceeds the catalogue, as in a real formula with two phases.
 */
export function realisticLines(count: number): FormulationLine[] {
  const water = INGREDIENTS.find((i) => i.inci === 'Water')!;
  const others = INGREDIENTS.filter((i) => i !== water && (i.useMin !== null || i.allergen));
  const line = (seed: (typeof INGREDIENTS)[number], k: number, percent: number): FormulationLine => ({
    ingredientId: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
    percent,
    inciName: seed.inci,
    nameKo: seed.ko,
    nameEn: seed.en,
    allergen: seed.allergen,
    pricePerKg: seed.pricePerKg,
    phase: ['A', 'B', 'C'][k % 3]!,
  });
  const picked = Array.from({ length: count - 1 }, (_, k) => others[(k * 7) % others.length]!);
  const raw = picked.map((s) => s.useMin ?? 0.05);
  const sum = raw.reduce((a, b) => a + b, 0);
  const scale = sum > 65 ? 65 / sum : 1;
  const lines = [
    line(water, 0, 0),
    ...picked.map((s, k) => line(s, k + 1, Math.max(0.0001, Math.round(raw[k]! * scale * 10_000) / 10_000))),
  ];
  return qsTo100(lines, 0);
}

/**
 * The editor's live recalculation — validateFormulation (total, allergens; the limits are the compliance
 * verdict's, timed in its own row: compliance-verdict.ts) + inciList +
 * rawMaterialCostPerKg + costPerUnit — on `lines` lines, timed one call at a time. Each run first
 * changes one line's percent the way a keystroke does (a new line object in a new array), so nothing
 * is reused from the run before. Median and p99 in microseconds.
 */
export function measureRecalculation(opts: { lines?: number; runs?: number; warmup?: number } = {}): RecalculationResult {
  const count = opts.lines ?? 80;
  const runs = opts.runs ?? 20_000;
  const warmup = opts.warmup ?? 2_000;
  const usage = usageOf('cream');
  const packaging = { unitPrices: [320, 150, 210] };
  const base = realisticLines(count);
  let current = base;
  const samples = new Float64Array(runs);
  let sink = 0; // keeps the results alive, so no work is optimised away
  for (let i = 0; i < warmup + runs; i++) {
    const k = 1 + (i % (count - 1));
    current = current.slice();
    current[k] = { ...current[k]!, percent: base[k]!.percent + (i % 2) * 0.01 };
    const t0 = process.hrtime.bigint();
    const check = validateFormulation(current, usage, null);
    const inci = inciList(current);
    const perKg = rawMaterialCostPerKg(current);
    const unit = costPerUnit({ lines: current, fillMl: 50, densityGPerMl: 1, packaging });
    const t1 = process.hrtime.bigint();
    sink += check.violations.length + check.allergens.length + inci.names.length + perKg + unit.total;
    if (i >= warmup) samples[i - warmup] = Number(t1 - t0) / 1000;
  }
  if (!Number.isFinite(sink)) throw new Error('recalculation produced a non-finite result');
  samples.sort();
  const at = (p: number) => samples[Math.min(runs - 1, Math.max(0, Math.ceil((p / 100) * runs) - 1))]!;
  return {
    name: `editor recalculation (${count} lines)`,
    description: 'validateFormulation + inciList + rawMaterialCostPerKg + costPerUnit, one keystroke = one run',
    lines: count,
    runs,
    us: { mean: samples.reduce((a, b) => a + b, 0) / runs, p50: at(50), p95: at(95), p99: at(99), max: samples[runs - 1]! },
  };
}

/** One line for the report: "editor recalculation (80 lines): median 41 µs, p95 …, p99 … (20,000 runs)". */
export function formatRecalculation(r: RecalculationResult): string {
  const us = (v: number) => `${v < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US')} µs`;
  return (
    `${r.name}: median ${us(r.us.p50)}, p95 ${us(r.us.p95)}, p99 ${us(r.us.p99)}, mean ${us(r.us.mean)}, max ${us(r.us.max)} ` +
    `over ${r.runs.toLocaleString('en-US')} runs — ${r.description}`
  );
}
