import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from './harness.ts';
import {
  createIngredient,
  createMaterial,
  createSubMaterial,
  ingredientInput,
  materialBody,
  subMaterialBody,
} from './catalogue-fixtures.ts';
import { SHIPPING } from '../modules/purchases/shop.test-utils.ts';
import { withStaffAndCustomer } from './signed-in.ts';

// Issue 23: two tabs editing one record. Every save names the version it was opened at; the second
// save of the same version is refused (409 CHANGED_MEANWHILE naming the record) and nothing of the
// first is lost.
let t: TestApp;
let admin: Caller;
let customer: Caller;
beforeAll(async () => ({ t, admin, customer } = await withStaffAndCustomer(startTestApp())));
afterAll(() => t?.close());

/** A board category of this test's own. */
async function boardCategory(): Promise<number> {
  const slug = `c-${Math.random().toString(36).slice(2, 8)}`;
  const res = await admin.request('POST', '/api/admin/board/categories', { slug, nameKo: `질문 ${slug}`, nameEn: `Q&A ${slug}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

type Case = {
  record: string;
  /** makes one and returns its URL and the body of a save (without version) plus the version it has */
  make: () => Promise<{
    url: string;
    caller: Caller;
    body: (n: number) => Record<string, unknown>;
    version: number;
    /** the field the version travels in (a policy counts the edits of one of its versions as `revision`) */
    versionField?: string;
    read: () => Promise<any>;
  }>;
  /** the field the two tabs change, and how to read it back */
  field: string;
};

const cases: Case[] = [
  {
    record: 'ingredient',
    field: 'nameEn',
    make: async () => {
      const i = await createIngredient(t, admin);
      const url = `/api/admin/ingredients/${i.id}`;
      return {
        url,
        caller: admin,
        version: i.version,
        body: (n) => ({ ...ingredientInput(i), nameEn: `Tab ${n}` }),
        read: async () => (await admin.request('GET', url)).body,
      };
    },
  },
  {
    record: 'packaging',
    field: 'nameEn',
    make: async () => {
      const s = await createSubMaterial(t, admin);
      const url = `/api/admin/sub-materials/${s.id}`;
      const base = await subMaterialBody(t, { code: s.code });
      return {
        url,
        caller: admin,
        version: s.version,
        body: (n) => ({ ...base, nameEn: `Tab ${n}` }),
        read: async () => (await admin.request('GET', url)).body,
      };
    },
  },
  {
    record: 'material',
    field: 'supplier',
    make: async () => {
      const i = await createIngredient(t, admin);
      const m = await createMaterial(admin, i.id);
      const url = `/api/admin/materials/${m.id}`;
      return {
        url,
        caller: admin,
        version: m.version,
        body: (n) => materialBody(i.id, { tradeName: m.tradeName, supplier: `Tab ${n}` }),
        read: async () => (await admin.request('GET', url)).body,
      };
    },
  },
  {
    record: 'term',
    field: 'nameEn',
    make: async () => {
      const slug = `t-${Math.random().toString(36).slice(2, 8)}`;
      const res = await admin.request('POST', '/api/admin/taxonomy/functions', {
        slug,
        nameKo: `기능 ${slug}`,
        nameEn: `Fn ${slug}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url = `/api/admin/taxonomy/functions/${res.body.id}`;
      return {
        url,
        caller: admin,
        version: res.body.version,
        body: (n) => ({ slug, nameKo: `기능 ${slug}`, nameEn: `Tab ${n} ${slug}` }),
        read: async () =>
          ((await admin.request('GET', '/api/taxonomy/functions')).body.items as any[]).find((x) => x.id === res.body.id),
      };
    },
  },
  {
    record: 'notice',
    field: 'title',
    make: async () => {
      const res = await admin.request('POST', '/api/admin/notices', { title: 'Notice', body: '<p>x</p>' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url = `/api/admin/notices/${res.body.id}`;
      return {
        url,
        caller: admin,
        version: res.body.version,
        body: (n) => ({ title: `Tab ${n}`, body: '<p>x</p>' }),
        read: async () => (await admin.request('GET', url)).body,
      };
    },
  },
  {
    record: 'boardPost',
    field: 'title',
    make: async () => {
      const categoryId = await boardCategory();
      const res = await customer.request('POST', '/api/board/posts', { categoryId, title: 'Post', body: '<p>x</p>' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url = `/api/board/posts/${res.body.id}`;
      return {
        url,
        caller: customer,
        version: res.body.version,
        body: (n) => ({ categoryId, title: `Tab ${n}`, body: '<p>x</p>' }),
        read: async () => (await customer.request('GET', url)).body,
      };
    },
  },
  {
    record: 'address',
    field: 'recipient',
    make: async () => {
      const res = await customer.request('POST', '/api/me/addresses', { ...SHIPPING, label: 'Home' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url = `/api/me/addresses/${res.body.id}`;
      return {
        url,
        caller: customer,
        version: res.body.version,
        body: (n) => ({ ...SHIPPING, label: 'Home', recipient: `Tab ${n}` }),
        read: async () =>
          ((await customer.request('GET', '/api/me/addresses')).body.items as any[]).find((a) => a.id === res.body.id),
      };
    },
  },
  {
    record: 'policy',
    field: 'titleEn',
    make: async () => {
      const effectiveAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const base = { effectiveAt, titleKo: '환불 정책', bodyKo: '본문', bodyEn: 'Body' };
      const res = await admin.request('POST', '/api/admin/policies', { ...base, kind: 'refund', titleEn: 'Refund' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url = `/api/admin/policies/refund/${res.body.version}`;
      return {
        url,
        caller: admin,
        version: res.body.revision,
        versionField: 'revision',
        body: (n) => ({ ...base, titleEn: `Tab ${n}` }),
        read: async () =>
          ((await admin.request('GET', '/api/admin/policies')).body.items as any[]).find(
            (p) => p.kind === 'refund' && p.version === res.body.version,
          ),
      };
    },
  },
];

const vf = (r: { versionField?: string }) => r.versionField ?? 'version';

describe.each(cases)('$record', ({ record, make, field }) => {
  it('the second of two saves from the same version is 409 CHANGED_MEANWHILE naming the record; the first stays', async () => {
    const r = await make();
    expect(typeof r.version).toBe('number');
    // each record's own route: the version field is read by name
    const first = await r.caller.request<Record<string, unknown>>('PUT', r.url, { ...r.body(1), [vf(r)]: r.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body[vf(r)]).toBe(r.version + 1);
    const second = await r.caller.request('PUT', r.url, { ...r.body(2), [vf(r)]: r.version });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body).toMatchObject({ code: 'CHANGED_MEANWHILE', record });
    expect((await r.read())[field]).toMatch(/^Tab 1/);
    // reloaded, the second tab saves
    const third = await r.caller.request('PUT', r.url, { ...r.body(2), [vf(r)]: first.body[vf(r)] });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect((await r.read())[field]).toMatch(/^Tab 2/);
  });
});
