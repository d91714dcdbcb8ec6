/**
 * The market rules every install is seeded with, kept as data: `compliance-rules.csv`, in exactly the
 * columns of staff's rule import (admin compliance → Import), each row read by that import's own row
 * reader (`readRuleRow`: the shared schema, the imports' number reader). Its last column, `reading`, is
 * not imported: it is the legal reading behind the row (what "aerosol" means in that entry, why a cap on
 * the acid is compared with an ester itself), kept beside the values it explains. Where the rules come
 * from, how they were verified and what the columns hold: `README.md` beside this file. An aid for
 * formulators, **not legal advice**.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ComplianceRuleData } from '@formulab/shared/compliance/compliance.schema';
import { parseCsv } from '../lib/csv.ts';
import { readRuleRow } from '../modules/compliance/compliance.csv.ts';

/**
 * The audit days (docs/decisions/0011-compliance.md): a rule's `verified_on` is the day its value was read in a
 * stored copy of the legal text — 2026-11-28 (EUR-Lex, ECHA, eCFR copies) or 2026-11-29 (CosIng export copy).
 */
export const VERIFIED_DAYS: readonly string[] = ['2026-11-28', '2026-11-29'];

export const COMPLIANCE_RULES_CSV = fs.readFileSync(path.join(import.meta.dirname, 'compliance-rules.csv'), 'utf8');

/** Each rule with the legal reading behind it (empty where the row needs none). */
export const COMPLIANCE_READINGS: string[] = [];

export const COMPLIANCE_RULES: ComplianceRuleData[] = parseCsv(COMPLIANCE_RULES_CSV).map((row, i) => {
  const { data, errors } = readRuleRow(row);
  if (!data || row.id) {
    // the seed names no rule ids: the install makes them (compliance.seed.ts matches by market and substance)
    const why = row.id ? { id: 'a seeded rule has no id' } : errors;
    throw new Error(`compliance-rules.csv row ${i + 2}: ${JSON.stringify(why)}`);
  }
  COMPLIANCE_READINGS.push(row.reading ?? '');
  return data;
});
