/**
 * CSV import and export of compliance rules, the catalogue's way (ingredients.csv.ts): the same reader
 * and writer (lib/csv.ts), a per-row preview that writes nothing, and an all-or-nothing commit. A row with
 * an `id` updates that rule (a new version, only when something changed), one without creates a rule;
 * `retired` = true / false retires or restores. Every version written goes through `recordVersion`, so
 * history, the rule-change job's queue and the audit log are the same as for a change made on screen.
 */
import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldErrors } from '@formulab/shared/errors';
import { parseNumberCell } from '@formulab/shared/numbers';
import { complianceRuleInputSchema, type ComplianceRuleData } from '@formulab/shared/compliance/compliance.schema';
import { RULE_CSV_COLUMNS, type RuleImportReport } from '@formulab/shared/compliance/compliance.admin.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { parseCsv, toCsv, unescapeFormula } from '../../lib/csv.ts';
import { audit } from '../audit/audit.service.ts';
import { complianceRules } from './compliance.table.ts';
import { recordVersion, ruleData, sameData, type Actor } from './compliance.admin.service.ts';

const MAX_ROWS = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FIELD_TO_COLUMN: Record<string, string> = {
  market: 'market',
  inciName: 'inci_name',
  casNumbers: 'cas_numbers',
  kind: 'kind',
  maxPercent: 'max_percent',
  productTypes: 'product_types',
  exceptProductTypes: 'except_product_types',
  exposures: 'exposures',
  conditions: 'conditions',
  conditionsKo: 'conditions_ko',
  warning: 'warning',
  warningEn: 'warning_en',
  labelAbove: 'label_above',
  reference: 'reference',
  sourceUrl: 'source_url',
  effectiveFrom: 'effective_from',
  positiveScope: 'positive_scope',
  expressedAs: 'expressed_as',
  notWith: 'not_with',
  childrenUnder: 'children_under',
  sellOffUntil: 'sell_off_until',
  verifiedOn: 'verified_on',
  consolidatedVersion: 'consolidated_version',
  form: 'form',
};

type RuleRow = typeof complianceRules.$inferSelect;
type Parsed = {
  row: number;
  id: string | null;
  market: string;
  inci: string;
  data: ComplianceRuleData | null;
  retired: boolean | null;
  errors: Record<string, string>;
  action: 'create' | 'update' | 'unchanged' | 'error';
};

const list = (v: string | undefined) =>
  (v ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
const text = (v: string | undefined) => unescapeFormula(v ?? '');

function bool(v: string | undefined): boolean | null | 'bad' {
  if (v === undefined || v === '') return null;
  const s = v.toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(s)) return true;
  if (['false', 'no', 'n', '0'].includes(s)) return false;
  return 'bad';
}

/**
 * One row of the rule CSV read into a rule, the same way for a staff import and for the seeded rules
 * (`seed/compliance-rules.csv`): the shared schema, the imports' one number reader, errors keyed by
 * the column the person sees. The id and whether it exists are the import's to check.
 */
export function readRuleRow(r: Record<string, string>): {
  data: ComplianceRuleData | null;
  retired: boolean | null;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const retired = bool(r.retired);
  if (retired === 'bad') errors.retired = 'errors.invalidValue';
  // issue 22's columns: absent in files written before (their defaults then); a bad value is refused, never guessed
  const positiveScope = bool(r.positive_scope);
  if (positiveScope === 'bad') errors.positive_scope = 'errors.invalidValue';
  // a number as written, or refused: `1,5` is not read as 15, nor `1e3` as 1000 (the imports' one reader)
  const num = (column: string) => {
    const n = parseNumberCell(r[column] ?? '');
    if (n !== 'errors.number') return n;
    errors[column] = 'errors.number';
    return null;
  };
  const result = complianceRuleInputSchema.safeParse({
    market: (r.market ?? '').toUpperCase(),
    inciName: text(r.inci_name),
    casNumbers: list(r.cas_numbers),
    kind: (r.kind ?? '').toLowerCase(),
    maxPercent: num('max_percent'),
    productTypes: list(r.product_types),
    exceptProductTypes: list(r.except_product_types),
    exposures: list(r.exposures),
    conditions: text(r.conditions),
    conditionsKo: text(r.conditions_ko),
    warning: text(r.warning),
    warningEn: text(r.warning_en),
    labelAbove: num('label_above'),
    reference: text(r.reference),
    sourceUrl: r.source_url ?? '',
    effectiveFrom: r.effective_from ?? '',
    positiveScope: positiveScope === true,
    expressedAs: (r.expressed_as ?? '').trim() || null,
    notWith: list(r.not_with).map(text),
    childrenUnder: num('children_under'),
    sellOffUntil: (r.sell_off_until ?? '').trim() || null,
    verifiedOn: (r.verified_on ?? '').trim() || null,
    consolidatedVersion: text(r.consolidated_version),
    // any | nano | non-nano; empty or absent (files written before) = any
    form: (r.form ?? '').trim().toLowerCase() || 'any',
  });
  if (!result.success) {
    for (const [field, key] of Object.entries(fieldErrors(result.error))) {
      const col = FIELD_TO_COLUMN[field.split('.')[0]!] ?? field;
      if (!(col in errors)) errors[col] = key;
    }
  }
  const data = result.success && !Object.keys(errors).length ? result.data : null;
  return { data, retired: retired === 'bad' ? null : retired, errors };
}

/** Reads and checks every row against the shared schema and the rules on file; writes nothing. */
async function analyse(db: Db, csv: string): Promise<{ parsed: Parsed[]; existing: Map<string, RuleRow> }> {
  const rows = parseCsv(csv);
  if (!rows.length) throw new AppError(400, 'VALIDATION', 'The file has no rows', { csv: 'errors.csvEmpty' });
  if (rows.length > MAX_ROWS)
    throw new AppError(400, 'VALIDATION', `At most ${MAX_ROWS} rows per import`, { csv: 'errors.csvTooManyRows' });
  const missing = ['market', 'inci_name', 'kind', 'reference', 'effective_from'].filter((c) => !(c in rows[0]!));
  if (missing.length)
    throw new AppError(400, 'VALIDATION', `Missing columns: ${missing.join(', ')}`, { csv: 'errors.csvColumns' });

  const ids = [...new Set(rows.map((r) => (r.id ?? '').trim()).filter((id) => UUID.test(id)))];
  const found = ids.length ? await db.select().from(complianceRules).where(inArray(complianceRules.id, ids)) : [];
  const existing = new Map(found.map((r) => [r.id, r]));
  const seen = new Set<string>();

  const parsed = rows.map((r, i): Parsed => {
    const { data, retired: wantRetired, errors } = readRuleRow(r);
    const id = (r.id ?? '').trim() || null;
    if (id && (!UUID.test(id) || !existing.has(id.toLowerCase()))) errors.id = 'errors.unknownRule';
    if (id && seen.has(id.toLowerCase())) errors.id = 'errors.duplicateInFile';
    if (id) seen.add(id.toLowerCase());
    const current = id ? existing.get(id.toLowerCase()) : undefined;
    const action: Parsed['action'] =
      !data || Object.keys(errors).length
        ? 'error'
        : !current
          ? 'create'
          : sameData(ruleData(current), data) && (wantRetired === null || wantRetired === (current.retiredAt !== null))
            ? 'unchanged'
            : 'update';
    return {
      row: i + 2,
      id: current?.id ?? null,
      market: (r.market ?? '').toUpperCase(),
      inci: (r.inci_name ?? '').trim(),
      data: Object.keys(errors).length ? null : data,
      retired: wantRetired,
      errors,
      action,
    };
  });
  return { parsed, existing };
}

function report(parsed: Parsed[], committed: boolean): RuleImportReport {
  const count = (a: Parsed['action']) => parsed.filter((p) => p.action === a).length;
  const errorCount = count('error');
  return {
    rows: parsed.map((p) => ({ row: p.row, market: p.market, inciName: p.inci, action: p.action, errors: p.errors })),
    valid: errorCount === 0,
    creates: count('create'),
    updates: count('update'),
    unchanged: count('unchanged'),
    errorCount,
    committed,
  };
}

export async function previewRuleImport(db: Db, csv: string): Promise<RuleImportReport> {
  return report((await analyse(db, csv)).parsed, false);
}

/**
 * All or nothing: any invalid row and nothing is written; otherwise, in one transaction, each new rule
 * is created and each changed one gets its new version (rows that change nothing are left alone). One
 * audit entry names the import and its counts.
 */
export async function commitRuleImport(db: Db, csv: string, actor: Actor, request?: FastifyRequest): Promise<RuleImportReport> {
  const { parsed } = await analyse(db, csv);
  const r = report(parsed, false);
  if (!r.valid) return r;
  await db.transaction(async (tx) => {
    for (const p of parsed) {
      if (p.action === 'unchanged') continue;
      const data = p.data!;
      if (p.action === 'create') {
        const [row] = await tx
          .insert(complianceRules)
          .values({
            ...data,
            version: 1,
            updatedBy: actor.id,
            retiredAt: p.retired ? new Date() : null,
          } as typeof complianceRules.$inferInsert)
          .returning();
        await recordVersion(tx, { rule: row!, before: null, change: 'created', note: 'CSV import', actor });
        continue;
      }
      // an update: locked and read again inside the transaction
      const [current] = await tx
        .select()
        .from(complianceRules)
        .where(sql`${complianceRules.id} = ${p.id}`)
        .for('update');
      if (!current) throw new AppError(409, 'REVISION_CONFLICT', 'A rule was removed during the import');
      const retire = p.retired === null ? current.retiredAt !== null : p.retired;
      const [row] = await tx
        .update(complianceRules)
        .set({
          ...data,
          retiredAt: retire ? (current.retiredAt ?? new Date()) : null,
          version: current.version + 1,
          updatedBy: actor.id,
          updatedAt: new Date(),
        })
        .where(sql`${complianceRules.id} = ${p.id}`)
        .returning();
      const change =
        retire && current.retiredAt === null ? 'retired' : !retire && current.retiredAt !== null ? 'restored' : 'updated';
      await recordVersion(tx, { rule: row!, before: ruleData(current), change, note: 'CSV import', actor });
    }
    await audit(tx, {
      actor,
      action: 'compliance.rule.import',
      subjectType: 'compliance',
      subjectId: null,
      after: { creates: r.creates, updates: r.updates, unchanged: r.unchanged },
      request,
    });
  });
  return { ...r, committed: true };
}

/** Every rule (retired ones too) in the import's columns, by market and substance. */
export async function exportRulesCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(complianceRules)
    .orderBy(complianceRules.market, sql`lower(${complianceRules.inciName})`, complianceRules.id);
  return toCsv(
    RULE_CSV_COLUMNS,
    rows.map((r) => ruleCells(ruleData(r), { id: r.id, retired: r.retiredAt !== null })),
  );
}

/** A rule as a row of the rule CSV (RULE_CSV_COLUMNS): the export's, and the seeded rules' file. */
export function ruleCells(d: ComplianceRuleData, row: { id: string; retired: boolean }): unknown[] {
  return [
    row.id,
    d.market,
    d.inciName,
    d.casNumbers.join('|'),
    d.kind,
    d.maxPercent,
    d.productTypes.join('|'),
    d.exceptProductTypes.join('|'),
    d.exposures.join('|'),
    d.conditions,
    d.conditionsKo,
    d.warning,
    d.warningEn,
    d.labelAbove,
    d.reference,
    d.sourceUrl,
    d.effectiveFrom,
    row.retired ? 'true' : 'false',
    d.positiveScope ? 'true' : 'false',
    d.expressedAs ?? '',
    d.notWith.join('|'),
    d.childrenUnder,
    d.sellOffUntil ?? '',
    d.verifiedOn ?? '',
    d.consolidatedVersion,
    d.form,
  ];
}

export const RULE_TEMPLATE =
  '\ufeff' +
  RULE_CSV_COLUMNS.join(',') +
  '\r\n,EU,Salicylic Acid,69-72-7,restricted,2,,shampoo,leave-on,Not to be used in products for children under 3,,Not to be used for children under 3 years of age,Not to be used for children under 3 years of age,,Reg. (EC) 1223/2009 Annex V/3,https://eur-lex.europa.eu/eli/reg/2009/1223/oj,2013-07-11,false,false,salicylic-acid,,,,,,any\r\n';
