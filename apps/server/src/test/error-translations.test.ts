/**
 * Every error the web app can be shown has words in both languages: each `code` the server can send
 * (the shared ERROR_CODES, every code written in the server's source, every better-auth code once our
 * bridge has mapped it, the client's own NETWORK/INTERNAL) has `apiErrors.<CODE>` in ko.json and
 * en.json, and every field-error key the server and the shared schemas use has `errors.<key>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_ERROR_CODES } from 'better-auth';
import { admin } from 'better-auth/plugins';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@formulab/shared/errors';
import { REASON_CODES } from '@formulab/shared/compliance/compliance';
import { normaliseError } from '../modules/auth/auth.routes.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
type Messages = { apiErrors: Record<string, string>; errors: Record<string, string> };
const LANGUAGES = ['ko', 'en'] as const;
const messages = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(root, `apps/web/src/i18n/${l}.json`), 'utf8')) as Messages]),
) as Record<(typeof LANGUAGES)[number], Messages>;

/** The source files of a folder (tests and test helpers aside), comments removed. */
function sources(dir: string): { file: string; code: string }[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('test'))
    .map((f) => {
      const text = fs.readFileSync(path.join(root, dir, f), 'utf8');
      // block comments, and line comments after whitespace (so that 'http://…' in a string stays)
      return { file: path.join(dir, f), code: text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1') };
    });
}

function matches(files: { file: string; code: string }[], patterns: RegExp[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, code } of files) for (const re of patterns) for (const m of code.matchAll(re)) found.set(m[1]!, file);
  return found;
}

const server = sources('apps/server/src');
const web = sources('apps/web/src');

/** Codes written in the server's source: AppError's second argument, `code: '…'` in a reply or APIError. */
const serverCodes = matches(server, [/new AppError\(\s*\d+,\s*'([A-Z_]+)'/g, /\bcode: '([A-Z_]+)'/g]);
/** Codes the web app makes itself (no answer: NETWORK; an answer without a code: INTERNAL) or tests for. */
const webCodes = matches(web, [/new ApiError\([^,]+,\s*'([A-Z_]+)'/g, /\bcode \?\? '([A-Z_]+)'/g, /\.code === '([A-Z_]+)'/g]);
// a compliance finding's `code` (PROHIBITED, UPCOMING …) is a verdict's reason, translated under compliance.reasons
for (const reason of REASON_CODES) webCodes.delete(reason);
/** Every code better-auth (with our admin plugin) can answer, as our bridge passes it on, for each status it may come with. */
const betterAuthCodes = [...Object.keys(BASE_ERROR_CODES), ...Object.keys(admin().$ERROR_CODES), 'SOMETHING_NEW'];
const bridged = new Map<string, string>();
for (const code of betterAuthCodes) {
  for (const status of [400, 401, 403, 404, 409, 422, 429, 500]) {
    bridged.set(normaliseError(status, JSON.stringify({ code, message: 'x' })).code, `better-auth ${code} (${status})`);
  }
}
for (const status of [400, 401, 403, 500])
  bridged.set(normaliseError(status, 'not json').code, `better-auth non-JSON (${status})`);

describe('error translations', () => {
  it('the scans find what they look for', () => {
    expect(serverCodes.size).toBeGreaterThanOrEqual(8);
    expect([...webCodes.keys()]).toEqual(expect.arrayContaining(['NETWORK', 'INTERNAL']));
    expect(betterAuthCodes.length).toBeGreaterThan(40);
  });

  it('the server sends only codes of the shared list, better-auth’s included', () => {
    const known = new Set<string>(ERROR_CODES);
    const stray = [...serverCodes, ...bridged].filter(([code]) => !known.has(code)).map(([code, from]) => `${code} (${from})`);
    expect(stray, 'add the code to ERROR_CODES in packages/shared/src/errors.ts, or map it to one').toEqual([]);
  });

  it('every code has apiErrors.<CODE> in ko.json and en.json', () => {
    const codes = new Set<string>([...ERROR_CODES, ...serverCodes.keys(), ...bridged.keys(), ...webCodes.keys()]);
    for (const lang of LANGUAGES) {
      const missing = [...codes].filter((c) => !messages[lang].apiErrors[c]?.trim());
      expect(missing, `${lang}.json apiErrors`).toEqual([]);
    }
  });

  it('every field-error key the server and the shared schemas use has errors.<key> in ko.json and en.json', () => {
    const keys = matches([...server, ...sources('packages/shared/src')], [/'errors\.([A-Za-z]+)'/g]);
    expect(keys.size).toBeGreaterThan(30);
    for (const lang of LANGUAGES) {
      const missing = [...keys].filter(([k]) => !messages[lang].errors[k]?.trim()).map(([k, file]) => `errors.${k} (${file})`);
      expect(missing, `${lang}.json errors`).toEqual([]);
    }
  });
});
