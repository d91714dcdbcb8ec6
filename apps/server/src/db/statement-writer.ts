import { isDeepStrictEqual } from 'node:util';
import { Param, Placeholder, SQL, StringChunk, type Query } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Drizzle writes a statement's text by walking its fragments and testing each against its classes
 * with `is()`, which climbs the fragment's prototype chain for every class it is not: about 28 µs for a
 * list's raw statement of some thirty fragments on this machine, 90 µs for a query-builder select
 * (measured in isolation, 2026-12-02), paid again for every request. Most fragments of the project's
 * statements are of four kinds — text, nested `sql`, parameters and plain values — which a plain
 * `instanceof` tells apart. This writer handles those and hands every other fragment (a column, a
 * table, a name, a subquery, an aliased field, a placeholder, anything inlined) to drizzle's own
 * writer with the same running parameter number, so what it writes is drizzle's text, only sooner.
 *
 * Under NODE_ENV=test every statement is also written by drizzle alone and the two must be equal
 * (text and parameters): the API suite checks the writer on every statement it sends.
 */
/** drizzle keeps it private; `sql.inlineParams()` sets it, and such a statement is drizzle's to write */
const inlined = (s: SQL): boolean => (s as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

type WriteConfig = Parameters<SQL['buildQueryFromSourceParams']>[1] & { paramStartIndex: { value: number } };

export function writeStatementsFaster(db: object, check = process.env.NODE_ENV === 'test'): void {
  // a drizzle database (and its transactions) writes through the one dialect it was made with
  const dialect = (db as { dialect: PgDialect }).dialect;
  const drizzleWrites = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (statement: SQL, invokeSource?: 'indexes') => {
    if (invokeSource !== undefined || inlined(statement)) return drizzleWrites(statement, invokeSource);
    const config: WriteConfig = {
      casing: (dialect as unknown as { casing: WriteConfig['casing'] }).casing,
      escapeName: dialect.escapeName,
      escapeParam: dialect.escapeParam,
      escapeString: dialect.escapeString,
      prepareTyping: dialect.prepareTyping,
      inlineParams: false,
      paramStartIndex: { value: 0 },
    };
    const text: string[] = [];
    const params: unknown[] = [];
    write(statement, config, text, params);
    const query: Query = { sql: text.join(''), params };
    if (check) {
      const expected = drizzleWrites(statement);
      if (expected.sql !== query.sql || !isDeepStrictEqual(expected.params, query.params)) {
        throw new Error(`statement-writer wrote ${JSON.stringify(query)} where drizzle writes ${JSON.stringify(expected)}`);
      }
    }
    return query;
  };
}

function write(statement: SQL, config: WriteConfig, text: string[], params: unknown[]): void {
  for (const chunk of statement.queryChunks as unknown[]) {
    if (chunk === undefined) continue;
    if (chunk instanceof StringChunk) {
      for (const part of chunk.value) text.push(part);
    } else if (chunk instanceof SQL && !inlined(chunk)) {
      write(chunk, config, text, params);
    } else if (chunk instanceof Param && !(chunk.value instanceof Placeholder) && !(chunk.value instanceof SQL)) {
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) drizzleWrite(statement, chunk, config, text, params);
      else param(value, config, text, params);
    } else if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) {
      // a plain value (string, number, boolean, bigint) is a parameter, as drizzle has it
      param(chunk, config, text, params);
    } else {
      drizzleWrite(statement, chunk, config, text, params);
    }
  }
}

function param(value: unknown, config: WriteConfig, text: string[], params: unknown[]): void {
  text.push(config.escapeParam(config.paramStartIndex.value++, value));
  params.push(value);
}

/** One fragment as drizzle writes it, numbering its parameters on from the writer's. */
function drizzleWrite(owner: SQL, chunk: unknown, config: WriteConfig, text: string[], params: unknown[]): void {
  const q = owner.buildQueryFromSourceParams([chunk as SQL], config);
  text.push(q.sql);
  for (const p of q.params) params.push(p);
}
