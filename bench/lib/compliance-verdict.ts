import { complianceRuleInputSchema } from '../../packages/shared/src/compliance/compliance.schema.ts';
import {
  MARKETS,
  complianceVerdict,
  indexRules,
  type ComplianceLine,
  type ComplianceRule,
  type Constituent,
  type MarketInfo,
} from '../../packages/shared/src/compliance/compliance.ts';
import { COMPLIANCE_RULES } from '../../apps/server/src/seed/compliance.data.ts';
import { INGREDIENTS } from '../../apps/server/src/seed/catalogue/ingredients.data.ts';
import { realisticLines } from './recalculation.ts';

export type VerdictBenchResult = {
  name: string;
  lines: number;
  markets: number;
  rules: number;
  runs: number;
  /** microseconds per verdict */
  us: { mean: number; p50: number; p95: number; p99: number; max: number };
  /** building the CAS / INCI index of the rule set once (µs) */
  indexUs: number;
};

/**
 * The editor's live compliance verdict (issue 15): `complianceVerdict` over the recalculation's 80
 * realistic lines of the demo catalogue (with their real CAS numbers) in all five markets, against the
 * seeded rule set (every rule of compliance-rules.csv), indexed once as the editor does; every other
 * line is a mixture of 8 constituents (issue 22: the verdict is on substances). Each run first
 * changes one line's percent the way a keystroke does. Median and p99 in microseconds.
 */
/** constituents of each mixture line (every other line) */
const CONSTITUENTS = Number(process.env.BENCH_CONSTITUENTS ?? 8);

export function measureComplianceVerdict(opts: { lines?: number; runs?: number; warmup?: number } = {}): VerdictBenchResult {
  const count = opts.lines ?? 80;
  const runs = opts.runs ?? 20_000;
  const warmup = opts.warmup ?? 2_000;
  const rules: ComplianceRule[] = COMPLIANCE_RULES.map(
    (r, i) => ({ ...complianceRuleInputSchema.parse(r), id: `rule-${i}`, version: 1 }) as ComplianceRule,
  );
  const markets: MarketInfo[] = MARKETS.map((code) => ({
    code,
    nameKo: code,
    nameEn: code,
    language: 'en',
    authority: '',
    allergenLeaveOn: 0.001,
    allergenRinseOff: 0.01,
    allergenReference: '',
  }));
  const t0 = process.hrtime.bigint();
  const index = indexRules({ markets, rules });
  const indexUs = Number(process.hrtime.bigint() - t0) / 1000;
  const casOf = new Map(INGREDIENTS.map((i) => [i.inci, i.cas]));
  // issue 22: every other line is a mixture of 8 substances (an essential oil, a fragrance, a blend),
  // drawn from the rule set's own substances so that constituents match rules as real ones do
  const substances = rules.filter((r) => r.casNumbers.length).map((r) => ({ inciName: r.inciName, casNumber: r.casNumbers[0]! }));
  const compositions = new Map<number, Constituent[]>();
  const compositionOf = (k: number): Constituent[] => {
    let c = compositions.get(k);
    if (!c) {
      c = Array.from({ length: CONSTITUENTS }, (_, j) => ({
        ...substances[(k * 7 + j * 13) % substances.length]!,
        percent: 2 + j * 3,
      }));
      compositions.set(k, c);
    }
    return c;
  };
  const base: ComplianceLine[] = realisticLines(count).map((l, k) => ({
    ingredientId: l.ingredientId,
    inciName: l.inciName,
    casNumber: casOf.get(l.inciName) ?? null,
    percent: l.percent,
    ...(k % 2 === 1 && substances.length ? { constituents: compositionOf(k) } : {}),
  }));
  const constituents = base.reduce((n, l) => n + (l.constituents?.length ?? 0), 0);
  let current = base;
  const samples = new Float64Array(runs);
  let sink = 0;
  for (let i = 0; i < warmup + runs; i++) {
    const k = 1 + (i % (count - 1));
    current = current.slice();
    current[k] = { ...current[k]!, percent: base[k]!.percent + (i % 2) * 0.01 };
    const s = process.hrtime.bigint();
    const v = complianceVerdict({ lines: current, productType: 'cream', markets: MARKETS, asOf: '2026-11-25' }, index);
    const e = process.hrtime.bigint();
    for (const m of v.markets) sink += m.findings.length + m.allergens.length + m.labelWarnings.length;
    if (i >= warmup) samples[i - warmup] = Number(e - s) / 1000;
  }
  if (!Number.isFinite(sink)) throw new Error('verdict produced nothing');
  samples.sort();
  const at = (p: number) => samples[Math.min(runs - 1, Math.max(0, Math.ceil((p / 100) * runs) - 1))]!;
  return {
    name: `compliance verdict (${count} lines, ${constituents} constituents × ${MARKETS.length} markets)`,
    lines: count,
    markets: MARKETS.length,
    rules: rules.length,
    runs,
    us: { mean: samples.reduce((a, b) => a + b, 0) / runs, p50: at(50), p95: at(95), p99: at(99), max: samples[runs - 1]! },
    indexUs,
  };
}

/** One line for the report. */
export function formatComplianceVerdict(r: VerdictBenchResult): string {
  const us = (v: number) => `${v < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US')} µs`;
  return (
    `${r.name}: median ${us(r.us.p50)}, p95 ${us(r.us.p95)}, p99 ${us(r.us.p99)}, mean ${us(r.us.mean)}, max ${us(r.us.max)} ` +
    `over ${r.runs.toLocaleString('en-US')} runs against ${r.rules} rules (index built once in ${us(r.indexUs)})`
  );
}
