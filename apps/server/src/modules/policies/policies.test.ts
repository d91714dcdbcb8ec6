import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp, type RequestBody, invalid } from '../../test/harness.ts';
import { signUpBody } from '../auth/auth.test-utils.ts';
import { datedCsvLines, expectStatus, inDays } from '../content/content.test-utils.ts';

// Policies: staff publish new versions (now or scheduled), a scheduled one can be edited or
// withdrawn, one in force never changes; a signed-in user accepts the new terms; the public reads
// the history.
let t: TestApp;
let admin: Caller;
let customer: Caller & { id: string };
beforeAll(async () => {
  t = await startTestApp();
  await t.db.pool.query(
    `insert into policies (kind, version, effective_at, title_ko, title_en, body_ko, body_en) values
     ('terms', 1, now() - interval '30 days', '약관', 'Terms', '본문', 'Body'),
     ('privacy', 1, now() - interval '30 days', '개인정보', 'Privacy', '본문', 'Body'),
     ('refund', 1, now() - interval '30 days', '환불', 'Refund', '본문', 'Body') on conflict do nothing`,
  );
  [admin, customer] = await Promise.all([t.user({ role: 'admin' }), t.user()]);
});
afterAll(() => t?.close());

const body = (over: Record<string, unknown> = {}): RequestBody<'POST', '/api/admin/policies'> => ({
  kind: 'terms',
  effectiveAt: new Date().toISOString(),
  titleKo: '이용약관',
  titleEn: 'Terms of Service',
  bodyKo: '제1조 …',
  bodyEn: 'Article 1 …',
  ...over,
});

describe('policy versions', () => {
  it('a new terms version in force makes signed-in users accept it', async () => {
    const current = await t.visitor.request('GET', '/api/policies/current');
    const termsNow = current.body.items.find((p: { kind: string }) => p.kind === 'terms')!.version;
    await t.db.pool.query('update users set terms_version = $1, privacy_version = 1 where id = $2', [termsNow, customer.id]);

    const res = await admin.request('POST', '/api/admin/policies', body());
    expectStatus(res, 201);
    expect(res.body.version).toBe(termsNow + 1);
    const after = await t.visitor.request('GET', '/api/policies/current');
    expect(after.body.items.find((p: { kind: string }) => p.kind === 'terms')!.version).toBe(termsNow + 1);

    // accepting an old version is refused, as at sign-up
    const stale = await customer.request('POST', '/api/policies/accept', { termsVersion: termsNow, privacyVersion: 1 });
    expectStatus(stale, 409);
    expect(stale.body.code).toBe('POLICY_OUTDATED');
    expectStatus(await t.visitor.request('POST', '/api/policies/accept', { termsVersion: termsNow + 1, privacyVersion: 1 }), 401);
    const bad = await customer.request('POST', '/api/policies/accept', { termsVersion: 0, privacyVersion: 1 });
    expect(bad.body.fields.termsVersion).toBe('errors.consentRequired');
    expectStatus(await customer.request('POST', '/api/policies/accept', { termsVersion: termsNow + 1, privacyVersion: 1 }), 200);
    const me = await customer.request('GET', '/api/me');
    expect(me.body.termsVersion).toBe(termsNow + 1);

    const history = await t.visitor.request('GET', '/api/policies/terms');
    expect(history.body.items.map((v: { state: string }) => v.state)).toEqual(['current', 'past']);
  });

  it('a scheduled version waits, can be edited or withdrawn; one in force cannot', async () => {
    const scheduled = await admin.request('POST', '/api/admin/policies', body({ kind: 'refund', effectiveAt: inDays(14) }));
    expectStatus(scheduled, 201);
    const v = scheduled.body.version;
    const current = await t.visitor.request('GET', '/api/policies/current');
    expect(current.body.items.find((p: { kind: string }) => p.kind === 'refund')!.version).toBe(v - 1);
    const list = await admin.request('GET', '/api/admin/policies');
    expect(list.body.items.find((p: { kind: string; version: number }) => p.kind === 'refund' && p.version === v)!.state).toBe(
      'scheduled',
    );

    const { kind: _k, ...edit } = body({ titleEn: 'Refund Policy (2)', effectiveAt: inDays(15) });
    const edited = await admin.request('PUT', `/api/admin/policies/refund/${v}`, edit);
    expectStatus(edited, 200);
    expect(edited.body.titleEn).toBe('Refund Policy (2)');
    // issue 23 item 4: an edit names the revision it was opened at; a stale one is refused, naming the policy
    const rev = scheduled.body.revision;
    expect(edited.body.revision).toBe(rev + 1);
    const stale = await admin.request('PUT', `/api/admin/policies/refund/${v}`, { ...edit, titleEn: 'Old tab', revision: rev });
    expectStatus(stale, 409);
    expect(stale.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record: 'policy' });
    expect((await admin.request('GET', `/api/policies/refund/${v}`)).body).toMatchObject({
      titleEn: 'Refund Policy (2)',
      revision: rev + 1,
    });
    expectStatus(await admin.request('PUT', `/api/admin/policies/refund/${v}`, { ...edit, revision: rev + 1 }), 200);
    const early = await admin.request('PUT', `/api/admin/policies/refund/${v}`, { ...edit, effectiveAt: inDays(-400) });
    expect(early.body.fields.effectiveAt).toBe('errors.effectiveTooEarly');

    const inForce = await admin.request('PUT', `/api/admin/policies/refund/${v - 1}`, edit);
    expectStatus(inForce, 409);
    expectStatus(await admin.request('DELETE', `/api/admin/policies/refund/${v - 1}`), 409);
    expectStatus(await admin.request('DELETE', `/api/admin/policies/refund/${v}`), 204);
    expectStatus(await admin.request('DELETE', `/api/admin/policies/refund/${v}`), 404);
  });

  it('a version no policy has is not found, however large; what is no version number is a field error', async () => {
    const terms = (await t.visitor.request('GET', '/api/policies/terms')).body.items[0]!.version;
    expectStatus(await t.visitor.request('GET', `/api/policies/terms/${terms}`), 200);
    // past the column's range (2147483647) too: a 404, as for a version not yet written, never a 400 or 500
    for (const v of [terms + 1000, 2_147_483_647, 2_147_483_648, 99_999_999_999, '99999999999999999999999']) {
      const res = await t.visitor.request('GET', `/api/policies/terms/${v}`);
      expect(res.status, String(v)).toBe(404);
      expect(res.body.code, String(v)).toBe('NOT_FOUND');
    }
    const { kind: _k, ...edit } = body({ effectiveAt: inDays(30) });
    expectStatus(await admin.request('PUT', '/api/admin/policies/terms/99999999999', edit), 404);
    expectStatus(await admin.request('DELETE', '/api/admin/policies/terms/99999999999'), 404);
    // plain digits only: `1e3` is not version 1000, nor `0x10` version 16 (issue 27)
    for (const junk of ['abc', '0', '-3', '1.5', 'Infinity', '1e3', '1E0', '0x10', '%2012', '+5']) {
      const res = await t.visitor.request('GET', `/api/policies/terms/${junk}`);
      expect(res.status, junk).toBe(400);
      expect(res.body.fields?.version, junk).toBe('errors.invalidValue');
    }
  });

  it('refuses bad input with field errors, staff only', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ kind: 'cookies' }), 'kind', 'errors.required'],
      [body({ effectiveAt: 'soon' }), 'effectiveAt', 'errors.invalidDateTime'],
      [body({ titleKo: '' }), 'titleKo', 'errors.required'],
      [body({ bodyEn: 'x'.repeat(100_001) }), 'bodyEn', 'errors.tooLong'],
      [body({ effectiveAt: '2000-01-01T00:00:00Z' }), 'effectiveAt', 'errors.effectiveTooEarly'],
      [body({ effectiveAt: '1899-12-31T00:00:00Z' }), 'effectiveAt', 'errors.invalidDateTime'],
    ];
    const before = (await admin.request('GET', '/api/admin/policies')).body.items.length;
    for (const [b, field, key] of cases) {
      const res = await admin.request('POST', '/api/admin/policies', invalid(b));
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field]).toBe(key);
    }
    expect((await admin.request('GET', '/api/admin/policies')).body.items.length).toBe(before);
    expectStatus(await customer.request('POST', '/api/admin/policies', body()), 403);
    expectStatus(await t.visitor.request('GET', '/api/admin/policies'), 401);
  });
});

describe('acceptances (staff)', () => {
  type Row = { id: string; kind: string; version: number; acceptedAt: string; user: { id: string; email: string } };
  const list = (query: string) => admin.request('GET', `/api/admin/policies/acceptances?${query}`);

  it('logs sign-up and each newly accepted version; staff filter, search and page the log', async () => {
    const tag = `acc${Date.now().toString(36)}`;
    const current = (await t.visitor.request('GET', '/api/policies/current')).body.items as { kind: string; version: number }[];
    const terms = current.find((p) => p.kind === 'terms')!.version;
    const privacy = current.find((p) => p.kind === 'privacy')!.version;
    // signing up records the versions in force (createUser goes through better-auth's insert, as sign-up does)
    const early = await t.user({ email: `${tag}-early@example.com` });
    const late = await t.user({ email: `${tag}-late@example.com` });
    const started = Date.now();
    expectStatus(await admin.request('POST', '/api/admin/policies', body({ titleEn: `Terms ${tag}` })), 201);
    expectStatus(await late.request('POST', '/api/policies/accept', { termsVersion: terms + 1, privacyVersion: privacy }), 200);
    // nothing new is logged when the versions do not change
    expectStatus(await late.request('POST', '/api/policies/accept', { termsVersion: terms + 1, privacyVersion: privacy }), 200);
    await t.db.pool.query(`update users set name = 'Renamed', privacy_version = privacy_version where id = $1`, [late.id]);

    const all = await list(`q=${tag}`);
    expectStatus(all, 200);
    const rows = all.body.items as Row[];
    expect(all.body.total).toBe(5);
    expect(rows.map((r) => [r.user.email.split('@')[0], r.kind, r.version])).toEqual([
      [`${tag}-late`, 'terms', terms + 1],
      [`${tag}-late`, 'privacy', privacy],
      [`${tag}-late`, 'terms', terms],
      [`${tag}-early`, 'privacy', privacy],
      [`${tag}-early`, 'terms', terms],
    ]);
    expect(Date.parse(rows[0]!.acceptedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(rows.map((r) => Date.parse(r.acceptedAt))).toEqual(rows.map((r) => Date.parse(r.acceptedAt)).sort((a, b) => b - a));
    expect(rows[0]!.user).toMatchObject({ id: late.id, name: 'Renamed', companyName: 'Test Co' });

    // by kind, by kind and version, by e-mail in any case
    const newTerms = await list(`kind=terms&version=${terms + 1}&q=${tag.toUpperCase()}`);
    expect(newTerms.body.items.map((r: Row) => r.user.id)).toEqual([late.id]);
    expect(newTerms.body.total).toBe(1);
    const privacyRows = await list(`kind=privacy&q=${tag}`);
    expect(privacyRows.body.items.map((r: Row) => [r.kind, r.user.id])).toEqual([
      ['privacy', late.id],
      ['privacy', early.id],
    ]);
    expect((await list(`q=${tag}-early`)).body.total).toBe(2);
    expect((await list(`q=${encodeURIComponent('%')}${tag}`)).body.total).toBe(0);

    // pages of 2 walk the same rows, the total carried along
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`q=${tag}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expectStatus(page, 200);
      expect(page.body.total).toBe(5);
      walked.push(...page.body.items.map((r: Row) => r.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(walked).toEqual(rows.map((r) => r.id));
  });

  it('a sign-up over HTTP logs the versions it accepted', async () => {
    const current = (await t.visitor.request('GET', '/api/policies/current')).body.items as { kind: string; version: number }[];
    const v = Object.fromEntries(current.map((p) => [p.kind, p.version]));
    const email = `signup${Date.now().toString(36)}@example.com`;
    const res = await t.visitor.request(
      'POST',
      '/api/auth/sign-up/email',
      signUpBody({ email, termsVersion: v.terms, privacyVersion: v.privacy }),
    );
    expectStatus(res, 200);
    const log = await list(`q=${email}`);
    expect(log.body.items.map((r: Row) => [r.kind, r.version, r.user.email])).toEqual([
      ['privacy', v.privacy, email],
      ['terms', v.terms, email],
    ]);
  });

  it('the first page total comes from the per-version counter, which follows the log (migration 0028)', async () => {
    const tag = `cnt${Date.now().toString(36)}`;
    const [one, two] = await Promise.all([t.user({ email: `${tag}-1@example.com` }), t.user({ email: `${tag}-2@example.com` })]);
    const exact = async () => {
      const res = await t.db.pool.query<{ kind: string; version: number; n: number; counted: number }>(
        `select a.kind, a.version, count(*)::int as n, (select n::int from policy_acceptance_counts c
           where c.kind = a.kind and c.version = a.version) as counted
         from policy_acceptances a group by 1, 2 order by 1, 2`,
      );
      for (const r of res.rows) expect(r.counted, `${r.kind} v${r.version}`).toBe(r.n);
      return res.rows;
    };
    const rows = await exact();
    const all = rows.reduce((sum, r) => sum + r.n, 0);
    expect((await list('limit=1')).body.total).toBe(all);
    const terms = rows.filter((r) => r.kind === 'terms').at(-1)!;
    expect((await list(`kind=terms&version=${terms.version}&limit=1`)).body.total).toBe(terms.n);
    expect((await list('kind=privacy&limit=1')).body.total).toBe(
      rows.filter((r) => r.kind === 'privacy').reduce((sum, r) => sum + r.n, 0),
    );
    // a deleted user's acceptances go with them (the foreign key's cascade), and the counter follows
    await t.db.pool.query('delete from users where id = any($1)', [[one.id, two.id]]);
    await exact();
    expect((await list('limit=1')).body.total).toBe(all - 4);
    expect((await list(`q=${tag}`)).body.total).toBe(0);
  });

  it('exports the same filter as CSV', async () => {
    const tag = `csv${Date.now().toString(36)}`;
    const u = await t.user({ email: `${tag}@example.com` });
    const csv = await admin.request('GET', `/api/admin/policies/acceptances.csv?kind=terms&q=${tag}`);
    const lines = datedCsvLines(csv, 'policy-acceptances');
    expect(lines[0]).toBe('acceptedAt,policy,version,name,email,company,userId');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[^,]+,terms,\\d+,Test User,${tag}@example\\.com,Test Co,${u.id}$`),
    );
    const none = await admin.request('GET', `/api/admin/policies/acceptances.csv?q=${tag}-nobody`);
    expect(String(none.body).trim().split('\r\n')).toEqual(['acceptedAt,policy,version,name,email,company,userId']);
  });

  it('is for staff only, and a bad filter is a field error', async () => {
    for (const path of ['/api/admin/policies/acceptances', '/api/admin/policies/acceptances.csv']) {
      expectStatus(await customer.request('GET', path), 403);
      expectStatus(await t.visitor.request('GET', path), 401);
    }
    const cases: [string, string, string][] = [
      ['kind=refund', 'kind', 'errors.invalidValue'],
      ['version=abc', 'version', 'errors.invalidValue'],
      ['version=0', 'version', 'errors.invalidValue'],
      ['version=1e0', 'version', 'errors.invalidValue'],
      ['version=0x1', 'version', 'errors.invalidValue'],
      ['version=2147483648', 'version', 'errors.invalidValue'],
      [`q=${'x'.repeat(101)}`, 'q', 'errors.tooLong'],
      ['cursor=bogus', 'cursor', 'errors.invalidCursor'],
    ];
    for (const [query, field, key] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.fields?.[field], query).toBe(key);
    }
    const csv = await admin.request('GET', '/api/admin/policies/acceptances.csv?kind=cookies');
    expectStatus(csv, 400);
    expect(csv.body.fields?.kind).toBe('errors.invalidValue');
  });
});
