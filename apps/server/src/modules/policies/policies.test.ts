import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { expectStatus, inDays } from '../content/content.test-utils.ts';

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

const body = (over: Record<string, unknown> = {}) => ({
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
    const termsNow = current.body.items.find((p: { kind: string }) => p.kind === 'terms').version;
    await t.db.pool.query('update users set terms_version = $1, privacy_version = 1 where id = $2', [termsNow, customer.id]);

    const res = await admin.request('POST', '/api/admin/policies', body());
    expectStatus(res, 201);
    expect(res.body.version).toBe(termsNow + 1);
    const after = await t.visitor.request('GET', '/api/policies/current');
    expect(after.body.items.find((p: { kind: string }) => p.kind === 'terms').version).toBe(termsNow + 1);

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
    expect(current.body.items.find((p: { kind: string }) => p.kind === 'refund').version).toBe(v - 1);
    const list = await admin.request('GET', '/api/admin/policies');
    expect(list.body.items.find((p: { kind: string; version: number }) => p.kind === 'refund' && p.version === v).state).toBe(
      'scheduled',
    );

    const { kind: _k, ...edit } = body({ titleEn: 'Refund Policy (2)', effectiveAt: inDays(15) });
    const edited = await admin.request('PUT', `/api/admin/policies/refund/${v}`, edit);
    expectStatus(edited, 200);
    expect(edited.body.titleEn).toBe('Refund Policy (2)');
    const early = await admin.request('PUT', `/api/admin/policies/refund/${v}`, { ...edit, effectiveAt: inDays(-400) });
    expect(early.body.fields.effectiveAt).toBe('errors.effectiveTooEarly');

    const inForce = await admin.request('PUT', `/api/admin/policies/refund/${v - 1}`, edit);
    expectStatus(inForce, 409);
    expectStatus(await admin.request('DELETE', `/api/admin/policies/refund/${v - 1}`), 409);
    expectStatus(await admin.request('DELETE', `/api/admin/policies/refund/${v}`), 204);
    expectStatus(await admin.request('DELETE', `/api/admin/policies/refund/${v}`), 404);
  });

  it('refuses bad input with field errors, staff only', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ kind: 'cookies' }), 'kind', 'errors.required'],
      [body({ effectiveAt: 'soon' }), 'effectiveAt', 'errors.invalidDate'],
      [body({ titleKo: '' }), 'titleKo', 'errors.required'],
      [body({ bodyEn: 'x'.repeat(100_001) }), 'bodyEn', 'errors.tooLong'],
      [body({ effectiveAt: '2000-01-01T00:00:00Z' }), 'effectiveAt', 'errors.effectiveTooEarly'],
      [body({ effectiveAt: '1899-12-31T00:00:00Z' }), 'effectiveAt', 'errors.invalidDate'],
    ];
    const before = (await admin.request('GET', '/api/admin/policies')).body.items.length;
    for (const [b, field, key] of cases) {
      const res = await admin.request('POST', '/api/admin/policies', b);
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field]).toBe(key);
    }
    expect((await admin.request('GET', '/api/admin/policies')).body.items.length).toBe(before);
    expectStatus(await customer.request('POST', '/api/admin/policies', body()), 403);
    expectStatus(await t.visitor.request('GET', '/api/admin/policies'), 401);
  });
});
