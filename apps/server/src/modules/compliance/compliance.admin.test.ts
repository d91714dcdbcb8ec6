/**
 * Compliance for staff over HTTP (issue 15): the rule tables (validation, search, filters, keyset pages,
 * versions and history, audit, conflicts), the CSV import and export, the rule-change job flagging
 * exactly the affected recipes (and notifying exactly their owners), the product information file and
 * the safety assessor's reports (who may download what), and the report of recipes failing each market.
 * Runs on the embedded PostgreSQL and on DATABASE_URL's server alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngredient, hex, uploadPdf } from '../../test/catalogue-fixtures.ts';
import { startTestApp, type Caller, type TestApp, type RequestBody, invalid } from '../../test/harness.ts';
import { createRecipe, line, makeCatalogue, type Catalogue } from '../recipes/recipes.test-utils.ts';
import { NOTIFY_PER_OWNER, runComplianceRechecks } from './compliance.recheck.ts';
import { loadDossier } from './compliance.dossier.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';

let t: TestApp;
let admin: Caller & { id: string };
let a: Caller & { id: string };
let b: Caller & { id: string };
let c: Catalogue;

/** A made-up CAS number with a right check digit, unique to this run. */
function casOf(seed: number): string {
  const body = String(100000 + (seed % 800000)).padStart(6, '0') + String(Math.floor(Math.random() * 90) + 10);
  const digits = body;
  let sum = 0;
  for (let i = digits.length - 1, w = 1; i >= 0; i--, w++) sum += Number(digits[i]) * w;
  return `${digits.slice(0, -2)}-${digits.slice(-2)}-${sum % 10}`;
}

type Markets = NonNullable<RequestBody<'POST', '/api/recipes'>['targetMarkets']>;
const rule = (over: Record<string, unknown> = {}): RequestBody<'POST', '/api/admin/compliance/rules'> => ({
  market: 'EU',
  inciName: 'Testium',
  casNumbers: [],
  kind: 'restricted',
  maxPercent: 0.1,
  reference: 'Test Annex V/999',
  effectiveFrom: '2020-01-01',
  note: 'test',
  ...over,
});

beforeAll(async () => {
  ({ t, admin, a, b } = await withStaffAndTwoCustomers(startTestApp()));
  c = await makeCatalogue(t, admin);
});
afterAll(() => t?.close());

const job = () => runComplianceRechecks(t.db.db, t.app.notifier);
const rows = async (q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows;

describe('the rule tables', () => {
  it('a customer gets 403 and a visitor 401; a bad rule is a 400 with translated field keys, never a 500', async () => {
    expect((await a.request('GET', '/api/admin/compliance/rules')).status).toBe(403);
    expect((await t.visitor.request('GET', '/api/admin/compliance/rules')).status).toBe(401);
    expect((await a.request('POST', '/api/admin/compliance/rules', rule())).status).toBe(403);
    const bad = await admin.request(
      'POST',
      '/api/admin/compliance/rules',
      invalid({
        ...rule(),
        market: 'MARS',
        inciName: '',
        casNumbers: ['50-00-1'],
        maxPercent: 101,
        effectiveFrom: 'yesterday',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      market: 'errors.invalidValue',
      inciName: 'errors.required',
      'casNumbers.0': 'errors.cas',
      maxPercent: 'errors.tooBig',
      effectiveFrom: 'errors.invalidDate',
    });
    const capped = await admin.request('POST', '/api/admin/compliance/rules', rule({ kind: 'prohibited', maxPercent: 1 }));
    expect(capped.status).toBe(400);
    expect(capped.body.fields).toEqual({ maxPercent: 'errors.invalidValue' });
  });

  it('every change is a version with its history row, a queued recheck and an audit entry; a stale version is a 409', async () => {
    const name = `Versionium ${hex()}`;
    const created = await admin.request('POST', '/api/admin/compliance/rules', rule({ inciName: name }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.rule.id;
    expect(created.body.rule).toMatchObject({ version: 1, inciName: name, maxPercent: 0.1, retiredAt: null });
    expect(created.body.versions).toHaveLength(1);

    const edited = await admin.request('PUT', `/api/admin/compliance/rules/${id}`, {
      ...rule({ inciName: name, maxPercent: 0.2 }),
      version: 1,
      note: 'raised',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.rule.version).toBe(2);
    // the same data again: no new version
    const same = await admin.request('PUT', `/api/admin/compliance/rules/${id}`, {
      ...rule({ inciName: name, maxPercent: 0.2 }),
      version: 2,
    });
    expect(same.body.rule.version).toBe(2);
    const stale = await admin.request('PUT', `/api/admin/compliance/rules/${id}`, {
      ...rule({ inciName: name, maxPercent: 0.3 }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    // named as a rule (issue 23 item 4: it used to say "recipe"), and nothing was written
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'rule' });
    expect((await admin.request('GET', `/api/admin/compliance/rules/${id}`)).body.rule).toMatchObject({
      version: 2,
      maxPercent: 0.2,
    });
    const staleRetire = await admin.request('POST', `/api/admin/compliance/rules/${id}/retire`, { version: 1, note: 'old tab' });
    expect(staleRetire.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'rule' });

    const retired = await admin.request('POST', `/api/admin/compliance/rules/${id}/retire`, { version: 2, note: 'repealed' });
    expect(retired.status).toBe(200);
    expect(retired.body.rule.retiredAt).not.toBeNull();
    const detail = (await admin.request('GET', `/api/admin/compliance/rules/${id}`)).body;
    expect(detail.versions.map((v: any) => [v.version, v.change, v.note, v.snapshot.maxPercent])).toEqual([
      [3, 'retired', 'repealed', 0.2],
      [2, 'updated', 'raised', 0.2],
      [1, 'created', 'test', 0.1],
    ]);
    expect(detail.versions[0]!.changedBy).toBeTruthy();
    expect(detail.rechecks.map((r: any) => r.version)).toEqual([3, 2, 1]);
    // (the edit that changed nothing has the generic entry of a staff PUT)
    const audits = await rows(`select action from audit_log where subject_id = $1 and action like 'compliance.%' order by id`, [
      id,
    ]);
    expect(audits.map((r) => r.action)).toEqual([
      'compliance.rule.created',
      'compliance.rule.updated',
      'compliance.rule.retired',
    ]);
    // a retired rule is no longer in the editor's rule set
    const set = (await a.request('GET', '/api/compliance/rules')).body;
    expect(set.rules.some((r: any) => r.id === id)).toBe(false);
    const restored = await admin.request('POST', `/api/admin/compliance/rules/${id}/restore`, { version: 3 });
    expect(restored.body.rule).toMatchObject({ version: 4, retiredAt: null });
  });

  it('lists by substance or latest change, searches INCI / CAS / reference, filters by market, kind and state, in keyset pages', async () => {
    const tag = hex();
    const cas = casOf(Date.now());
    for (const [market, kind, inci, extra] of [
      ['EU', 'restricted', `Alpha ${tag}`, { casNumbers: [cas] }],
      ['EU', 'prohibited', `Beta ${tag}`, { maxPercent: null }],
      ['CN', 'restricted', `Gamma ${tag}`, { reference: `Ref-${tag}` }],
    ] as const) {
      const r = await admin.request('POST', '/api/admin/compliance/rules', rule({ market, kind, inciName: inci, ...extra }));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const list = async (qs: string) => {
      const r = await admin.request('GET', `/api/admin/compliance/rules?${qs}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    // by market, then substance
    expect((await list(`q=${tag}`)).items.map((r: any) => r.inciName)).toEqual([`Gamma ${tag}`, `Alpha ${tag}`, `Beta ${tag}`]);
    expect((await list(`q=${cas}`)).items.map((r: any) => r.inciName)).toEqual([`Alpha ${tag}`]);
    expect((await list(`q=Ref-${tag}`)).items.map((r: any) => r.inciName)).toEqual([`Gamma ${tag}`]);
    expect((await list(`q=${tag}&market=EU&kind=prohibited`)).items.map((r: any) => r.inciName)).toEqual([`Beta ${tag}`]);
    expect((await list(`q=${tag}&state=retired`)).total).toBe(0);
    // pages of one: the total travels with the cursor, nothing repeats
    const first = await list(`q=${tag}&limit=1`);
    expect(first).toMatchObject({ total: 3 });
    expect(first.counts).not.toBeNull();
    const second = await list(`q=${tag}&limit=1&cursor=${first.nextCursor}`);
    const third = await list(`q=${tag}&limit=1&cursor=${second.nextCursor}`);
    expect([first, second, third].map((p) => p.items[0]!.inciName)).toEqual([`Gamma ${tag}`, `Alpha ${tag}`, `Beta ${tag}`]);
    expect(third.nextCursor).toBeNull();
    expect(second.counts).toBeNull();
    const updated = await list(`q=${tag}&sort=updated`);
    expect(updated.items[0]!.inciName).toBe(`Gamma ${tag}`);
    expect((await admin.request('GET', `/api/admin/compliance/rules?cursor=nonsense`)).status).toBe(400);
  });
});

describe('CSV import and export', () => {
  it('previews without writing, refuses a file with any bad row, imports all rows or none; the export round-trips unchanged', async () => {
    const tag = hex();
    const header = 'market,inci_name,cas_numbers,kind,max_percent,reference,effective_from';
    const good = `${header}\nEU,Csvium ${tag},,restricted,0.5,Test CSV/1,2021-01-01\nKR,Csvium ${tag},,prohibited,,Test CSV/2,2021-01-01\n`;
    const preview = await admin.request('POST', '/api/admin/compliance/rules/import/preview', { csv: good });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: true, creates: 2, updates: 0, committed: false });
    expect((await rows(`select count(*)::int as n from compliance_rules where inci_name = $1`, [`Csvium ${tag}`]))[0].n).toBe(0);

    const bad = `${good}XX,Bad ${tag},,restricted,200,,2021-13-01\n`;
    const refused = await admin.request('POST', '/api/admin/compliance/rules/import/commit', { csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.report.rows[2]).toMatchObject({
      row: 4,
      action: 'error',
      errors: {
        market: 'errors.invalidValue',
        max_percent: 'errors.tooBig',
        reference: 'errors.required',
        effective_from: 'errors.invalidDate',
      },
    });
    expect((await rows(`select count(*)::int as n from compliance_rules where inci_name = $1`, [`Csvium ${tag}`]))[0].n).toBe(0);

    // a decimal comma or an exponent is refused as written, never read as 15 or 1000 (issue 23)
    const comma = `${header}\nEU,Comma ${tag},,restricted,"1,5",Test CSV/3,2021-01-01\nEU,Exp ${tag},,restricted,1e3,Test CSV/4,2021-01-01\n`;
    const misread = await admin.request('POST', '/api/admin/compliance/rules/import/preview', { csv: comma });
    expect(misread.status).toBe(200);
    expect(misread.body.valid).toBe(false);
    expect(misread.body.rows[0]).toMatchObject({ action: 'error', errors: { max_percent: 'errors.number' } });
    expect(misread.body.rows[1]).toMatchObject({ action: 'error', errors: { max_percent: 'errors.number' } });

    const done = await admin.request('POST', '/api/admin/compliance/rules/import/commit', { csv: good });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ committed: true, creates: 2 });

    const exported = await admin.request('GET', '/api/admin/compliance/rules/export.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = String(exported.body);
    expect(csv.replace(/^\ufeff/, '').startsWith('id,market,inci_name')).toBe(true);
    const again = await admin.request('POST', '/api/admin/compliance/rules/import/preview', { csv });
    expect(again.body).toMatchObject({ valid: true, creates: 0, updates: 0 });
    // an edited row of the export updates that rule (a new version), the rest stay as they are
    const lines = csv.split('\r\n');
    const i = lines.findIndex((l) => l.includes(`Csvium ${tag}`) && l.includes(',EU,'));
    lines[i] = lines[i]!.replace(',0.5,', ',0.4,');
    const edited = await admin.request('POST', '/api/admin/compliance/rules/import/commit', { csv: lines.join('\r\n') });
    expect(edited.body).toMatchObject({ committed: true, creates: 0, updates: 1 });
    const r = await rows(
      `select version, max_percent::float as max from compliance_rules where inci_name = $1 and market = 'EU'`,
      [`Csvium ${tag}`],
    );
    expect(r[0]).toEqual({ version: 2, max: 0.4 });
    expect((await a.request('POST', '/api/admin/compliance/rules/import/preview', { csv: good })).status).toBe(403);
  });
});

describe('a rule change flags exactly the affected recipes', () => {
  it('other market, other substance, a deleted recipe: untouched; the owners whose verdict moved are notified', async () => {
    const inci = `Flagium ${hex()}`;
    const cas = casOf(Date.now() + 7);
    const subst = (await createIngredient(t, admin, { inciName: inci, casNumber: cas, pricePerKg: 10_000 })).id as string;
    // the same substance under another trade name, matched by its INCI key only (spacing and case differ, no CAS)
    const twin = (await createIngredient(t, admin, { inciName: inci.toUpperCase().replace(' ', '  '), pricePerKg: 10_000 }))
      .id as string;
    const cream = (
      name: string,
      markets: Markets,
      ingredient: string | null,
      percent = 0.5,
    ): RequestBody<'POST', '/api/recipes'> => ({
      name,
      productType: 'cream',
      lines: ingredient
        ? [line(c.water, 89.5 - percent + 0.5), line(c.glycerin, 10), line(ingredient, percent)]
        : [line(c.water, 90), line(c.glycerin, 10)],
      targetMarkets: markets,
    });
    const a1 = await createRecipe(a, cream('A1 EU with it', ['EU'], subst));
    const a2 = await createRecipe(a, cream('A2 CN only', ['CN'], subst));
    const a3 = await createRecipe(a, cream('A3 EU without', ['EU'], null));
    const a4 = await createRecipe(a, cream('A4 deleted', ['EU'], subst));
    expect((await a.request('DELETE', `/api/recipes/${a4.id}`)).status).toBeLessThan(300);
    const b1 = await createRecipe(b, cream('B1 low dose', ['EU', 'CN'], subst, 0.05));
    const b2 = await createRecipe(b, cream('B2 EU with it', ['EU', 'US'], subst));
    const b3 = await createRecipe(b, cream('B3 twin by INCI', ['EU'], twin));
    const none = await createRecipe(b, cream('B4 no markets', [], subst));
    const unread = async (who: Caller) => (await who.request('GET', '/api/notifications?unread=true')).body;
    const beforeA = (await unread(a)).unread;
    const beforeB = (await unread(b)).unread;

    const created = await admin.request(
      'POST',
      '/api/admin/compliance/rules',
      rule({ inciName: inci, casNumbers: [cas], maxPercent: 0.1 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ruleId = created.body.rule.id;
    // the request did not do the work: nothing is flagged until the job runs
    expect(await rows(`select recipe_id from recipe_rule_checks where recipe_id = $1`, [a1.id])).toEqual([]);

    const result = await job();
    const expected = [a1.id, b1.id, b2.id, b3.id].sort();
    expect(result.changes).toBeGreaterThanOrEqual(1);
    const checked = await rows(
      `select recipe_id, changed, before, after, changes from recipe_rule_checks where recipe_id = any($1::uuid[])`,
      [[a1.id, a2.id, a3.id, a4.id, b1.id, b2.id, none.id, b3.id]],
    );
    expect(checked.map((r) => r.recipe_id).sort()).toEqual(expected);
    const byId = new Map(checked.map((r) => [r.recipe_id, r]));
    expect(byId.get(a1.id)).toMatchObject({ changed: true, before: { EU: 'pass' }, after: { EU: 'fail' } });
    expect(byId.get(b1.id)).toMatchObject({ changed: false, after: { EU: 'pass', CN: 'pass' } });
    expect(byId.get(a1.id).changes).toMatchObject([{ ruleId, version: 1, market: 'EU', inciName: inci, change: 'created' }]);
    const flags = await rows(`select id, compliance_status, failing_markets from recipes where id = any($1::uuid[])`, [
      [a1.id, a2.id, b1.id, b2.id],
    ]);
    expect(Object.fromEntries(flags.map((r) => [r.id, r.failing_markets]))).toEqual({
      [a1.id]: ['EU'],
      [a2.id]: [],
      [b1.id]: [],
      [b2.id]: ['EU'],
    });
    expect(flags.find((r) => r.id === a1.id).compliance_status).toBe('fail');
    // the rules are the only limits (issue 22 item 8): a recipe the new rule fails is no longer usable
    const usable = await rows(`select id, valid from recipes where id = any($1::uuid[])`, [[a1.id, b1.id, none.id]]);
    expect(Object.fromEntries(usable.map((r) => [r.id, r.valid]))).toEqual({ [a1.id]: false, [b1.id]: true, [none.id]: true });

    // exactly one notification each, about the recipe whose verdict moved
    const notesA = await unread(a);
    const notesB = await unread(b);
    expect(notesA.unread - beforeA).toBe(1);
    expect(notesB.unread - beforeB).toBe(2);
    expect(notesA.items[0]).toMatchObject({
      subject: 'recipe',
      subjectId: a1.id,
      state: 'compliance_fail',
      ref: 'A1 EU with it',
    });
    // the e-mail went out too (preferences allow it by default)
    const mails = await rows(`select kind from mail_outbox where to_address = $1 order by id desc limit 1`, [
      (a as any).email,
    ]).catch(() => []);
    if (mails.length) expect(mails[0].kind).toBe('status.recipe');

    // run again: nothing new (idempotent)
    await job();
    expect((await unread(a)).unread - beforeA).toBe(1);

    // the owner sees which rule changed and when; another customer gets 404
    const file = await a.request('GET', `/api/recipes/${a1.id}/compliance/file`);
    expect(file.status).toBe(200);
    expect(file.body.recheck).toMatchObject({ changed: true, changes: [{ ruleId, inciName: inci, market: 'EU' }] });
    // it fails the EU now, so it is no longer usable — but a complete formula still gets its file, which says so
    expect(file.body.complete).toBe(true);
    expect((await a.request('GET', `/api/recipes/${a1.id}/compliance/dossier/EU`)).status).toBe(200);
    expect((await b.request('GET', `/api/recipes/${a1.id}/compliance/file`)).status).toBe(404);
    expect((await t.visitor.request('GET', `/api/recipes/${a1.id}/compliance/file`)).status).toBe(401);

    // moving the rule to China: recipes targeting the old market or the new one are rechecked
    const moved = await admin.request('PUT', `/api/admin/compliance/rules/${ruleId}`, {
      ...rule({ inciName: inci, casNumbers: [cas], maxPercent: 0.1, market: 'CN' }),
      version: 1,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await job();
    const after = await rows(`select id, failing_markets from recipes where id = any($1::uuid[])`, [
      [a1.id, a2.id, b1.id, b2.id],
    ]);
    expect(Object.fromEntries(after.map((r) => [r.id, r.failing_markets]))).toEqual({
      [a1.id]: [],
      [a2.id]: ['CN'],
      [b1.id]: [],
      [b2.id]: [],
    });
    const a2check = await rows(`select changes from recipe_rule_checks where recipe_id = $1`, [a2.id]);
    expect(a2check[0].changes[0]).toMatchObject({ ruleId, version: 2, market: 'CN', change: 'updated' });
    const recheck = (await admin.request('GET', `/api/admin/compliance/rules/${ruleId}`)).body.rechecks[0];
    expect(recheck).toMatchObject({ version: 2, recipesChecked: 5 });
    expect(recheck!.doneAt).not.toBeNull();

    // the staff report reads the failing markets
    const report = await admin.request('GET', '/api/admin/compliance/failing?market=CN');
    expect(report.status).toBe(200);
    expect(report.body.items.map((r: any) => r.id)).toContain(a2.id);
    expect(report.body.counts.find((x: any) => x.market === 'CN')!.failing).toBeGreaterThanOrEqual(1);
    expect((await a.request('GET', '/api/admin/compliance/failing')).status).toBe(403);
  });

  it(`an owner with many recipes moved is told of ${NOTIFY_PER_OWNER} one by one and of the rest in one notification`, async () => {
    const owner = await t.user();
    const inci = `Capium ${hex()}`;
    const subst = (await createIngredient(t, admin, { inciName: inci, pricePerKg: 10_000 })).id as string;
    const made = NOTIFY_PER_OWNER + 4;
    const ids: string[] = [];
    for (let i = 0; i < made; i++)
      ids.push(
        (
          await createRecipe(owner, {
            name: `Cap ${i}`,
            productType: 'cream',
            lines: [line(c.water, 89.5), line(c.glycerin, 10), line(subst, 0.5)],
            targetMarkets: ['EU'],
          })
        ).id,
      );
    const before = (await owner.request('GET', '/api/notifications?unread=true')).body.unread;
    const created = await admin.request('POST', '/api/admin/compliance/rules', rule({ inciName: inci, maxPercent: 0.1 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await job();

    const notes = (await owner.request('GET', '/api/notifications?unread=true')).body;
    expect(notes.unread - before).toBe(NOTIFY_PER_OWNER + 1);
    const mine = notes.items.filter((n: any) => n.subject === 'recipe');
    const summary = mine.filter((n: any) => n.state === 'compliance_more');
    expect(summary).toHaveLength(1);
    expect(summary[0]!.ref).toBe(`+${made - NOTIFY_PER_OWNER}`);
    expect(ids).toContain(summary[0]!.subjectId);
    expect(mine.filter((n: any) => n.state === 'compliance_fail')).toHaveLength(NOTIFY_PER_OWNER);
    // every recipe is flagged all the same
    const flagged = await rows(
      `select count(*)::int as n from recipes where id = any($1::uuid[]) and compliance_status = 'fail'`,
      [ids],
    );
    expect(flagged[0].n).toBe(made);
  });
});

describe('the product information file', () => {
  it("uses the market's label list: Korean names for KR, Chinese names (staff typed them) for CN, the INCI name where none is on file", async () => {
    const tag = hex();
    const make = async (inci: string, nameKo: string, nameZh: string | null) =>
      (await createIngredient(t, admin, { inciName: `${inci} ${tag}`, nameKo, nameZh })).id as string;
    const water = await make('Aqua', '정제수', '水');
    const gly = await make('Glycerol', '글리세린', '甘油');
    const toco = await make('Tocopherol', '토코페롤', null);
    const d = await createRecipe(a, {
      name: `Label cream ${tag}`,
      productType: 'cream',
      lines: [line(water, 89.95), line(gly, 10), line(toco, 0.05)],
      targetMarkets: ['KR', 'CN'],
    });
    const kr = await loadDossier(t.db.db, d.id, 'KR', { ownerId: a.id });
    expect(kr.label.text).toBe('전성분: 정제수, 글리세린, 토코페롤');
    const cn = await loadDossier(t.db.db, d.id, 'CN', { admin: true });
    expect(cn.label.text).toBe(`成分: 水、甘油、其他微量成分: Tocopherol ${tag}`);
    expect(cn.label.notes).toContainEqual({ code: 'NO_ZH_NAME', names: [`Tocopherol ${tag}`] });
    // the PDF is drawn from it
    expect((await a.request('GET', `/api/recipes/${d.id}/compliance/dossier/CN`)).status).toBe(200);
  });

  it('the owner downloads a PDF of a usable recipe; another customer 404, a visitor 401, a draft 409; staff attach a report the owner can read', async () => {
    const name = `Dossier cream ${hex()}`;
    const d = await createRecipe(a, {
      name,
      productType: 'cream',
      lines: [line(c.water, 89.5), line(c.glycerin, 10), line(c.preservative, 0.5)],
      targetMarkets: ['EU', 'KR'],
    });
    const pdf = await a.request('GET', `/api/recipes/${d.id}/compliance/dossier/EU`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    expect(decodeURIComponent(pdf.headers.get('content-disposition')!)).toContain(`PIF ${name} EU.pdf`);
    // Pretendard has no Chinese: the EU file needs no other font, China's sets its Chinese in Noto Sans SC
    expect(String(pdf.body)).not.toContain('NotoSansSC');
    const cn = await a.request('GET', `/api/recipes/${d.id}/compliance/dossier/CN`);
    expect(cn.status).toBe(200);
    expect(String(cn.body)).toContain('NotoSansSC-Regular');
    expect((await a.request('GET', `/api/recipes/${d.id}/compliance/dossier/MARS`)).status).toBe(400);
    expect((await b.request('GET', `/api/recipes/${d.id}/compliance/dossier/EU`)).status).toBe(404);
    expect((await t.visitor.request('GET', `/api/recipes/${d.id}/compliance/dossier/EU`)).status).toBe(401);
    const draft = await createRecipe(a, {
      name: 'Draft',
      productType: 'cream',
      lines: [line(c.water, 50)],
      targetMarkets: ['EU'],
    });
    const refused = await a.request('GET', `/api/recipes/${draft.id}/compliance/dossier/EU`);
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual({ recipe: 'errors.recipeNotComplete' });

    // a safety assessor's report
    const file = await uploadPdf(t, admin, 'other');
    expect(
      (await a.request('POST', `/api/admin/recipes/${d.id}/compliance/reports`, { market: 'EU', fileId: file.id })).status,
    ).toBe(403);
    const attached = await admin.request('POST', `/api/admin/recipes/${d.id}/compliance/reports`, {
      market: 'EU',
      fileId: file.id,
      note: 'Assessed by Dr. Kim',
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body).toMatchObject({ market: 'EU', fileId: file.id, note: 'Assessed by Dr. Kim' });
    // a file already attached cannot be attached again
    expect(
      (await admin.request('POST', `/api/admin/recipes/${d.id}/compliance/reports`, { market: 'KR', fileId: file.id })).status,
    ).toBe(400);
    const mine = (await a.request('GET', `/api/recipes/${d.id}/compliance/file`)).body;
    expect(mine).toMatchObject({ complete: true, reports: [{ fileId: file.id, market: 'EU' }] });
    expect((await a.request('GET', mine.reports[0]!.url)).status).toBe(200);
    expect((await b.request('GET', mine.reports[0]!.url)).status).toBe(404);
    expect((await t.visitor.request('GET', mine.reports[0]!.url)).status).toBe(404);
    // the dossier lists it (and still renders)
    expect((await a.request('GET', `/api/recipes/${d.id}/compliance/dossier/EU?lang=en`)).status).toBe(200);
    expect((await admin.request('GET', `/api/admin/recipes/${d.id}/compliance/dossier/EU`)).status).toBe(200);
    const removed = await admin.request('DELETE', `/api/admin/recipes/${d.id}/compliance/reports/${attached.body.id}`);
    expect(removed.status).toBe(204);
    expect((await a.request('GET', `/api/recipes/${d.id}/compliance/file`)).body.reports).toEqual([]);
  });
});

describe('issue 22: provenance, scope and composition fields', () => {
  it('a rule carries the new fields through create, history and the list; bad values are 400 per field', async () => {
    const inci = `Provenium ${hex()}`;
    const created = await admin.request(
      'POST',
      '/api/admin/compliance/rules',
      rule({
        inciName: inci,
        productTypes: ['cream'],
        positiveScope: true,
        notWith: ['26172-55-4', 'Methylchloroisothiazolinone'],
        childrenUnder: 3,
        effectiveFrom: '2026-07-31',
        sellOffUntil: '2028-07-31',
        verifiedOn: '2026-11-28',
        consolidatedVersion: '02009R1223-20250901',
        sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2023/1545/oj',
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.rule).toMatchObject({
      positiveScope: true,
      expressedAs: null,
      notWith: ['26172-55-4', 'Methylchloroisothiazolinone'],
      childrenUnder: 3,
      sellOffUntil: '2028-07-31',
      verifiedOn: '2026-11-28',
      consolidatedVersion: '02009R1223-20250901',
    });
    expect(created.body.versions[0]!.snapshot).toMatchObject({ positiveScope: true, childrenUnder: 3, verifiedOn: '2026-11-28' });
    const listed = await admin.request('GET', `/api/admin/compliance/rules?q=${encodeURIComponent(inci)}`);
    expect(listed.body.items[0]).toMatchObject({
      inciName: inci,
      sellOffUntil: '2028-07-31',
      notWith: ['26172-55-4', 'Methylchloroisothiazolinone'],
    });

    const bad = await admin.request(
      'POST',
      '/api/admin/compliance/rules',
      rule({
        inciName: inci,
        expressedAs: 'unobtainium-acid',
        notWith: ['78-70-5'],
        childrenUnder: 3.5,
        sellOffUntil: '2019-01-01',
        verifiedOn: '2026-02-30',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      expressedAs: 'errors.invalidValue',
      'notWith.0': 'errors.cas',
      childrenUnder: 'errors.integer',
      verifiedOn: 'errors.invalidDate',
    });
    expect(await rows(`select 1 from compliance_rules where inci_name = $1`, [inci])).toHaveLength(1);
  });

  it('the list filters rules not verified in 12 months (never, or over 365 days ago) and counts them', async () => {
    const tag = hex();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const [name, verifiedOn] of [
      ['never', null],
      ['old', day(400)],
      ['recent', day(30)],
    ] as const) {
      const res = await admin.request(
        'POST',
        '/api/admin/compliance/rules',
        rule({ inciName: `Verifium ${name} ${tag}`, verifiedOn }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const all = await admin.request('GET', `/api/admin/compliance/rules?q=Verifium&limit=100`);
    const stale = await admin.request('GET', `/api/admin/compliance/rules?q=Verifium&unverified=true&limit=100`);
    expect(all.body.items.filter((r: any) => r.inciName.endsWith(tag))).toHaveLength(3);
    expect(
      stale.body.items
        .filter((r: any) => r.inciName.endsWith(tag))
        .map((r: any) => r.inciName)
        .sort(),
    ).toEqual([`Verifium never ${tag}`, `Verifium old ${tag}`]);
    const [{ n }] = await rows(
      `select count(*)::int as n from compliance_rules where retired_at is null and (verified_on is null or verified_on < current_date - 365)`,
    );
    expect(all.body.unverified).toBe(n);
    expect((await admin.request('GET', '/api/admin/compliance/rules?unverified=maybe')).status).toBe(400);
    expect((await a.request('GET', '/api/admin/compliance/rules?unverified=true')).status).toBe(403);
  });

  it('the CSV carries the new columns at the end; a bad value is refused with its column', async () => {
    const tag = hex();
    const head =
      'market,inci_name,kind,max_percent,reference,effective_from,positive_scope,expressed_as,not_with,children_under,sell_off_until,verified_on,consolidated_version';
    const good = `${head}\r\nEU,Csvnew ${tag},restricted,0.5,Test V/1,2020-01-01,false,benzoic-acid,2682-20-4|Methylisothiazolinone,3,2021-01-01,2026-11-28,02009R1223-20250901\r\n`;
    const done = await admin.request('POST', '/api/admin/compliance/rules/import/commit', { csv: good });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [r] = await rows(
      `select expressed_as, not_with, children_under, sell_off_until::text, verified_on::text, consolidated_version
       from compliance_rules where inci_name = $1`,
      [`Csvnew ${tag}`],
    );
    expect(r).toEqual({
      expressed_as: 'benzoic-acid',
      not_with: ['2682-20-4', 'Methylisothiazolinone'],
      children_under: 3,
      sell_off_until: '2021-01-01',
      verified_on: '2026-11-28',
      consolidated_version: '02009R1223-20250901',
    });
    const bad = `${head}\r\nEU,Csvbad ${tag},restricted,0.5,Test V/1,2020-01-01,perhaps,benzoic,,x,,2026-13-01,\r\n`;
    const preview = await admin.request('POST', '/api/admin/compliance/rules/import/preview', { csv: bad });
    expect(preview.body.valid).toBe(false);
    expect(preview.body.rows[0]!.errors).toMatchObject({
      positive_scope: 'errors.invalidValue',
      expressed_as: 'errors.invalidValue',
      children_under: 'errors.number',
      verified_on: 'errors.invalidDate',
    });
    const exported = String((await admin.request('GET', '/api/admin/compliance/rules/export.csv')).body);
    expect(
      exported
        .replace(/^\ufeff/, '')
        .split('\r\n')[0]!
        .endsWith(',retired,' + head.split(',').slice(6).join(',') + ',form'),
    ).toBe(true);
  });

  it('a rule of the home market rechecks the recipes with no market ticked, and one it fails is no longer usable', async () => {
    const inci = `Homium ${hex()}`;
    const subst = (await createIngredient(t, admin, { inciName: inci, pricePerKg: 10_000 })).id as string;
    const cream = (markets: Markets): RequestBody<'POST', '/api/recipes'> => ({
      name: `Home ${hex()}`,
      productType: 'cream',
      lines: [line(c.water, 89.5), line(c.glycerin, 10), line(subst, 0.5)],
      targetMarkets: markets,
    });
    const home = await createRecipe(a, cream([]));
    const eu = await createRecipe(a, cream(['EU']));
    expect([home.valid, eu.valid]).toEqual([true, true]);
    const created = await admin.request(
      'POST',
      '/api/admin/compliance/rules',
      rule({ market: 'KR', inciName: inci, maxPercent: 0.1 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await job();
    const after = await rows(`select id, valid, compliance_status, failing_markets from recipes where id = any($1::uuid[])`, [
      [home.id, eu.id],
    ]);
    expect(Object.fromEntries(after.map((r) => [r.id, [r.valid, r.compliance_status, r.failing_markets]]))).toEqual({
      [home.id]: [false, 'fail', ['KR']],
      [eu.id]: [true, 'pass', []],
    });
    // the check says which market moved
    expect(await rows(`select before, after from recipe_rule_checks where recipe_id = $1`, [home.id])).toEqual([
      { before: { KR: 'pass' }, after: { KR: 'fail' } },
    ]);
  });

  it('a rule change rechecks recipes holding the substance only through a composition', async () => {
    const inci = `Constituium ${hex()}`;
    const cas = casOf(Date.now() + 11);
    const oil = (await createIngredient(t, admin, { inciName: `Some Oil ${hex()}`, pricePerKg: 10_000 })).id as string;
    const put = await admin.request('PUT', `/api/admin/ingredients/${oil}/composition`, {
      constituents: [{ inciName: inci, casNumber: cas, percent: 50, maxPercent: null, source: 'test' }],
      documentId: null,
      version: 0,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const d = await createRecipe(a, {
      name: 'Oil cream',
      productType: 'cream',
      lines: [line(c.water, 89), line(c.glycerin, 10), line(oil, 1)],
      targetMarkets: ['EU'],
    });
    await job();
    const created = await admin.request(
      'POST',
      '/api/admin/compliance/rules',
      rule({ inciName: inci, casNumbers: [cas], maxPercent: 0.1 }),
    );
    expect(created.status).toBe(201);
    await job();
    const [check] = await rows(`select before, after, changed from recipe_rule_checks where recipe_id = $1`, [d.id]);
    // 1 % × 50 % = 0.5 % of the substance, over the new 0.1 % cap
    expect(check).toMatchObject({ after: { EU: 'fail' }, changed: true });
  });

  it('a composition change rechecks the recipes holding the ingredient, and their owners see why', async () => {
    const inci = `Capium ${hex()}`;
    const cas = casOf(Date.now() + 13);
    expect(
      (await admin.request('POST', '/api/admin/compliance/rules', rule({ inciName: inci, casNumbers: [cas], maxPercent: 0.1 })))
        .status,
    ).toBe(201);
    const oil = (await createIngredient(t, admin, { inciName: `Blend ${hex()}`, pricePerKg: 10_000 })).id as string;
    const d = await createRecipe(a, {
      name: 'Blend cream',
      productType: 'cream',
      lines: [line(c.water, 89), line(c.glycerin, 10), line(oil, 1)],
      targetMarkets: ['EU'],
    });
    await job();
    expect((await rows('select compliance_status from recipes where id = $1', [d.id]))[0]).toEqual({ compliance_status: 'pass' });
    // the supplier's new document: the blend holds 50 % of the capped substance → 0.5 % in the cream
    const put = await admin.request('PUT', `/api/admin/ingredients/${oil}/composition`, {
      constituents: [{ inciName: inci, casNumber: cas, percent: 50, maxPercent: null, source: 'supplier CoA 2026-11' }],
      documentId: null,
      version: 0,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const queued = await rows('select rule_id, version, done_at from compliance_rechecks where ingredient_id = $1', [oil]);
    expect(queued).toEqual([{ rule_id: null, version: 1, done_at: null }]);
    const result = await job();
    expect(result.recipesChanged).toBeGreaterThanOrEqual(1);
    expect((await rows('select compliance_status, failing_markets from recipes where id = $1', [d.id]))[0]).toEqual({
      compliance_status: 'fail',
      failing_markets: ['EU'],
    });
    const file = await a.request('GET', `/api/recipes/${d.id}/compliance/file`);
    expect(file.body.recheck).toMatchObject({
      changed: true,
      before: { EU: 'pass' },
      after: { EU: 'fail' },
      changes: [{ ruleId: oil, change: 'composition', market: '', version: 1 }],
    });
    // the owner is told; another customer's recipe file stays closed
    const told = await rows(`select count(*)::int as n from notifications where user_id = $1 and subject_id = $2`, [a.id, d.id]);
    expect(told[0]!.n).toBeGreaterThanOrEqual(1);
    expect((await b.request('GET', `/api/recipes/${d.id}/compliance/file`)).status).toBe(404);
    // a second run finds nothing pending
    expect((await job()).changes).toBe(0);
  });
});
