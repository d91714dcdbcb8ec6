import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryMachine, partnershipMachine } from '@formulab/shared/inquiries/inquiries.states';
import { actionsFor } from '@formulab/shared/workflow/machine';
import {
  startTestApp,
  type Caller,
  type TestApp,
  type ResponseBody,
  type TestResponse,
  type RequestBody,
} from '../../test/harness.ts';
import { count, download, imageBytes, pdfBytes, postForm, walkPages } from '../../test/catalogue-fixtures.ts';
import { containsPattern } from '../../lib/like.ts';
import { withStaffAndTwoCustomers } from '../../test/signed-in.ts';
import { CONTAINS_TERMS, expectSameAsContains } from '../../test/search-terms.ts';
import { expectCounterAsRows } from '../../test/state-counters.ts';

// Customer inquiries and partnership inquiries over real HTTP: the customer's own thread, staff's
// queue, the state machine, who may see what (files included), the public form's limits.
type User = Caller & { id: string; email: string; password: string };
let t: TestApp;
let staff: User;
let alice: User;
let bob: User;
const LIMIT = 3;

beforeAll(
  async () =>
    ({
      t,
      admin: staff,
      a: alice,
      b: bob,
    } = await withStaffAndTwoCustomers(startTestApp({ trustProxy: true, formRateLimit: { max: LIMIT, windowSeconds: 3600 } }))),
);
afterAll(() => t?.close());

let ip = 0;
/** A client address of its own, so that the form's rate limit only counts where a test means it to. */
const freshIp = () => `198.51.100.${++ip}`;

async function multipart<P extends string>(
  path: P,
  caller: Caller,
  fields: Record<string, string>,
  file?: { data: Uint8Array; name: string; type?: string },
  headers: Record<string, string> = {},
): Promise<TestResponse<ResponseBody<'POST', P>>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return postForm(t, caller, path, form, headers);
}

const uploadAs = async (caller: Caller, data: Uint8Array, name: string) => {
  const res = await multipart('/api/files', caller, {}, { data, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; url: string; kind: string };
};

const inquiryBody = (over: Record<string, unknown> = {}): RequestBody<'POST', '/api/inquiries'> => ({
  category: 'sample',
  title: 'Sample lead time',
  body: 'How long does a sample of a cream take?',
  ...over,
});

async function createInquiry(caller: Caller, over: Record<string, unknown> = {}) {
  const res = await caller.request('POST', '/api/inquiries', inquiryBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const written = async () => ({
  inquiries: await count(t, 'inquiries'),
  messages: await count(t, 'inquiry_messages'),
  partnerships: await count(t, 'partnership_inquiries'),
  notifications: await count(t, 'notifications'),
  files: await count(t, 'files', 'owner_id is not null'),
});

/** Each state's rows in `table`, counted directly. */
async function countsOf(table: string, states: string[]) {
  const { rows } = await t.db.pool.query<{ state: string; n: number }>(
    `select state, count(*)::int as n from ${table} group by state`,
  );
  return Object.fromEntries(states.map((s) => [s, rows.find((r) => r.state === s)?.n ?? 0]));
}

const mailsTo = async (to: string) =>
  (
    await t.db.pool.query<{ subject: string; kind: string; text: string }>(
      'select subject, kind, text from mail_outbox where "to" = $1 order by id',
      [to],
    )
  ).rows;

describe('the machines as data', () => {
  it('lets staff answer, the customer reply (reopening), either side close', () => {
    expect(actionsFor(inquiryMachine, 'open', 'staff').map((a) => a.action)).toEqual(['answer', 'close']);
    expect(actionsFor(inquiryMachine, 'answered', 'customer').map((a) => a.action)).toEqual(['reply', 'close']);
    expect(actionsFor(inquiryMachine, 'closed', 'customer').map((a) => a.action)).toEqual(['reply']);
    expect(actionsFor(inquiryMachine, 'closed', 'staff')).toEqual([]);
    expect(actionsFor(partnershipMachine, 'new', 'staff').map((a) => a.action)).toEqual(['review', 'decline']);
    expect(actionsFor(partnershipMachine, 'reviewing', 'staff').map((a) => a.action)).toEqual(['accept', 'decline']);
  });
});

describe('a customer inquiry', () => {
  it('refuses bad input with translated field errors and writes nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { category: undefined, title: '', body: '' },
        { category: 'errors.required', title: 'errors.required', body: 'errors.required' },
      ],
      [{ category: 'gossip' }, { category: 'errors.required' }],
      [{ title: 'x'.repeat(121) }, { title: 'errors.tooLong' }],
      [{ body: 'x'.repeat(5001) }, { body: 'errors.tooLong' }],
      [{ attachmentIds: ['not-a-uuid'] }, { 'attachmentIds.0': 'errors.fileUnknown' }],
      [{ attachmentIds: [1, 2, 3, 4].map(() => crypto.randomUUID()) }, { attachmentIds: 'errors.tooManyFiles' }],
      [{ attachmentIds: [crypto.randomUUID()] }, { attachmentIds: 'errors.fileUnknown' }],
      [{ owner: 'someone' }, { _: 'errors.unknownField' }],
    ];
    for (const [over, fields] of cases) {
      const res = await alice.request('POST', '/api/inquiries', inquiryBody(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.fields).toMatchObject(fields);
    }
    expect(await written()).toEqual(before);
  });

  it('needs a confirmed e-mail to reach staff', async () => {
    const unconfirmed = await t.user();
    await t.db.pool.query('update users set email_verified = false where id = $1', [unconfirmed.id]);
    const res = await unconfirmed.request('POST', '/api/inquiries', inquiryBody());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('goes open → answered → open (reply) → closed → open (reply after closing), notifying the other side', async () => {
    const photo = await uploadAs(alice, await imageBytes('png'), 'label.png');
    const pdf = await uploadAs(alice, pdfBytes(), 'brief.pdf');
    expect([photo.kind, pdf.kind]).toEqual(['image', 'document']);
    const staffNotes = () => count(t, 'notifications', "user_id = $1 and subject = 'inquiry'", [staff.id]);
    const aliceNotes = () => count(t, 'notifications', "user_id = $1 and subject = 'inquiry'", [alice.id]);
    const staffBefore = await staffNotes();

    const d = await createInquiry(alice, { attachmentIds: [photo.id, pdf.id] });
    expect(d).toMatchObject({ state: 'open', category: 'sample', messageCount: 1, lastMessageBy: 'customer', customer: null });
    expect(d.ref).toBe(`I-${String(d.number).padStart(6, '0')}`);
    expect(d.actions).toEqual(['reply', 'close']);
    expect(d.messages).toHaveLength(1);
    expect(d.messages[0]!.attachments.map((f: any) => f.id)).toEqual([photo.id, pdf.id]);
    expect(await staffNotes()).toBe(staffBefore + 1);
    expect((await mailsTo(staff.email)).at(-1)?.kind).toBe('status.inquiry');

    // staff answer: the customer hears of it in-app and by e-mail
    const answered = await staff.request('POST', `/api/admin/inquiries/${d.id}/messages`, { body: 'About two weeks.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ state: 'answered', messageCount: 2, lastMessageBy: 'staff' });
    expect(answered.body.messages[1]).toMatchObject({ author: 'staff', authorName: 'Test User', body: 'About two weeks.' });
    expect(await aliceNotes()).toBe(1);
    const mail = (await mailsTo(alice.email)).at(-1)!;
    expect(mail.kind).toBe('status.inquiry');
    expect(mail.text).toContain(`/support?id=${d.id}`);

    // the customer sees staff as staff, not by name, and opening reads the notification
    const seen = await alice.request('GET', `/api/inquiries/${d.id}`);
    expect(seen.body.messages[1]).toMatchObject({ author: 'staff', authorName: null });
    expect(await count(t, 'notifications', 'user_id = $1 and read_at is null', [alice.id])).toBe(0);

    const reply = await alice.request('POST', `/api/inquiries/${d.id}/messages`, { body: 'Thanks! And the fee?' });
    expect(reply.body).toMatchObject({ state: 'open', messageCount: 3, lastMessageBy: 'customer' });
    expect(await staffNotes()).toBe(staffBefore + 2);

    const closed = await staff.request('POST', `/api/admin/inquiries/${d.id}/close`, { version: reply.body.version });
    expect(closed.body).toMatchObject({ state: 'closed', actions: [] });
    const again = await staff.request('POST', `/api/admin/inquiries/${d.id}/close`, { version: closed.body.version });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await staff.request('POST', `/api/admin/inquiries/${d.id}/messages`, { body: 'late' })).status).toBe(409);

    // a reply after closing reopens it
    const reopened = await alice.request('POST', `/api/inquiries/${d.id}/messages`, { body: 'One more question.' });
    expect(reopened.body.state).toBe('open');
    expect(reopened.body.timeline.map((e: any) => [e.from, e.to])).toEqual([
      [null, 'open'],
      ['open', 'answered'],
      ['answered', 'open'],
      ['open', 'closed'],
      ['closed', 'open'],
    ]);
    const own = await alice.request('POST', `/api/inquiries/${d.id}/close`, { version: reopened.body.version });
    expect(own.body.state).toBe('closed');
  });

  it('a close from an older view is told the inquiry changed, and closes nothing', async () => {
    const d = await createInquiry(alice);
    const seen = await staff.request('GET', `/api/admin/inquiries/${d.id}`);
    const answered = await staff.request('POST', `/api/admin/inquiries/${d.id}/messages`, { body: 'We can.' });
    expect(answered.body.version).toBeGreaterThan(seen.body.version);
    // the customer, on the screen they opened before the answer, closes the thread
    const stale = await alice.request('POST', `/api/inquiries/${d.id}/close`, { version: seen.body.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CHANGED_MEANWHILE');
    expect((await alice.request('GET', `/api/inquiries/${d.id}`)).body.state).toBe('answered');
    // a second staff tab, opened before the customer's new question, closes it
    const staffSeen = await staff.request('GET', `/api/admin/inquiries/${d.id}`);
    await alice.request('POST', `/api/inquiries/${d.id}/messages`, { body: 'And the fee?' });
    const staleStaff = await staff.request('POST', `/api/admin/inquiries/${d.id}/close`, { version: staffSeen.body.version });
    expect(staleStaff.status).toBe(409);
    expect((await staff.request('GET', `/api/admin/inquiries/${d.id}`)).body.state).toBe('open');
    // a close without the version it saw is refused as bad input
    const bare = await alice.request('POST', `/api/inquiries/${d.id}/close`);
    expect(bare.status).toBe(400);
  });

  it("is the customer's alone: another customer gets 404 and never sees it listed", async () => {
    const photo = await uploadAs(alice, await imageBytes('jpeg'), 'secret.jpg');
    const d = await createInquiry(alice, { title: 'Alice private', attachmentIds: [photo.id] });
    const before = await written();
    for (const [method, path, body] of [
      ['GET', `/api/inquiries/${d.id}`],
      ['POST', `/api/inquiries/${d.id}/messages`, { body: 'Hijack' }],
      ['POST', `/api/inquiries/${d.id}/close`, { version: 0 }],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Alice private');
    }
    const list = await bob.request('GET', '/api/inquiries');
    expect(list.body.items.map((i: any) => i.id)).not.toContain(d.id);
    expect((await alice.request('GET', '/api/inquiries')).body.items.map((i: any) => i.id)).toContain(d.id);
    expect(await written()).toEqual(before);

    // its files: the owner and staff only
    expect((await download(t, alice, photo.url)).status).toBe(200);
    expect((await download(t, staff, photo.url)).status).toBe(200);
    expect((await download(t, bob, photo.url)).status).toBe(404);
    expect((await download(t, t.visitor, photo.url)).status).toBe(404);
  });

  it("never attaches someone else's upload, or a file already attached", async () => {
    const bobs = await uploadAs(bob, pdfBytes(), 'bob.pdf');
    const res = await alice.request('POST', '/api/inquiries', inquiryBody({ attachmentIds: [bobs.id] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ attachmentIds: 'errors.fileUnknown' });
    // an unattached upload is its uploader's (and staff's) only
    expect((await download(t, alice, bobs.url)).status).toBe(404);
    expect((await download(t, bob, bobs.url)).status).toBe(200);
    const mine = await uploadAs(alice, pdfBytes(), 'mine.pdf');
    const d = await createInquiry(alice, { attachmentIds: [mine.id] });
    const twice = await alice.request('POST', `/api/inquiries/${d.id}/messages`, { body: 'again', attachmentIds: [mine.id] });
    expect(twice.status).toBe(400);
    expect((await alice.request('GET', `/api/inquiries/${d.id}`)).body.messageCount).toBe(1);
  });

  it('uploads are checked by content, for signed-in users only', async () => {
    const bad = await multipart('/api/files', alice, {}, { data: Buffer.from('not an image'), name: 'a.png' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ file: 'errors.imageType' });
    const visitor = await multipart('/api/files', t.visitor, {}, { data: pdfBytes(), name: 'a.pdf' });
    expect(visitor.status).toBe(401);
  });

  it('keeps customers out of staff routes and visitors out of everything', async () => {
    const d = await createInquiry(alice);
    for (const [method, path, body] of [
      ['GET', '/api/admin/inquiries'],
      ['GET', `/api/admin/inquiries/${d.id}`],
      ['POST', `/api/admin/inquiries/${d.id}/messages`, { body: 'x' }],
      ['POST', `/api/admin/inquiries/${d.id}/close`, { version: 0 }],
      ['GET', '/api/admin/partnership-inquiries'],
    ] as const) {
      expect((await alice.request(method, path, body)).status, path).toBe(403);
      expect((await t.visitor.request(method, path, body)).status, path).toBe(401);
    }
    expect((await t.visitor.request('GET', '/api/inquiries')).status).toBe(401);
    expect((await t.visitor.request('POST', '/api/inquiries', inquiryBody())).status).toBe(401);
    expect((await t.visitor.request('GET', `/api/inquiries/${d.id}`)).status).toBe(401);
  });
});

describe("staff's queue", () => {
  it('finds by one or two characters, Korean words and LIKE wildcards what "contains" finds (issue 27)', async () => {
    // terms without trigrams are looked up by their grams (lib/like.ts): the matches of the LIKE alone, in
    // the title, the customer's name, company or e-mail, or the reference
    const dana = await t.user({ email: `dana-${crypto.randomBytes(3).toString('hex')}@dalbit.kr` });
    await t.db.pool.query(`update users set name = '한다나', company_name = '달빛화장품' where id = $1`, [dana.id]);
    const serum = await createInquiry(dana, { title: '수분세럼 견적 문의' });
    const refund = await createInquiry(dana, { title: '100% 환불_요청 \\ 건' });
    for (const term of ['세럼', '세', '수분세럼', '화장', '한다', 'da', 'q', '%', '_', '\\', '0%', '%%', '럼세', 'ㅋ']) {
      const res = await staff.request('GET', `/api/admin/inquiries?q=${encodeURIComponent(term)}&limit=100`);
      expect(res.status, term).toBe(200);
      const like = containsPattern(term.toLowerCase());
      const { rows } = await t.db.pool.query(
        `select i.id from inquiries i join users u on u.id = i.owner_id
         where lower(i.title) like $1 or lower(u.name) like $1 or lower(u.company_name) like $1 or lower(u.email) like $1
         order by i.created_at desc, i.id desc`,
        [like],
      );
      expect(res.body.total, term).toBe(rows.length);
      expect(res.body.items.map((i: any) => i.id).sort(), term).toEqual(rows.map((r) => r.id).sort());
    }
    const found = async (term: string) =>
      (await staff.request('GET', `/api/admin/inquiries?q=${encodeURIComponent(term)}`)).body.items.map((i: any) => i.id);
    expect(await found('세럼')).toEqual([serum.id]);
    expect(await found('%')).toEqual([refund.id]);
    expect(await found('화장')).toEqual([refund.id, serum.id]);
  });

  it('filters by state and category, finds by title, customer or reference, and pages without repeats', async () => {
    const carol = await t.user({ email: `carol-${crypto.randomBytes(3).toString('hex')}@brand.example` });
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createInquiry(carol, { category: i % 2 ? 'payment' : 'order', title: `Carol question ${i}` }));
    await staff.request('POST', `/api/admin/inquiries/${made[0]!.id}/messages`, { body: 'answer' });

    const byEmail = await staff.request('GET', `/api/admin/inquiries?q=${encodeURIComponent(carol.email)}`);
    expect(byEmail.body.total).toBe(5);
    expect(byEmail.body.counts).toEqual({ open: 4, answered: 1, closed: 0 });
    expect(byEmail.body.items[0]!.customer).toMatchObject({ id: carol.id, email: carol.email });
    const payment = await staff.request('GET', `/api/admin/inquiries?q=carol%20question&category=payment`);
    expect(payment.body.items.map((i: any) => i.title).sort()).toEqual(['Carol question 1', 'Carol question 3']);
    const answered = await staff.request('GET', `/api/admin/inquiries?q=carol%20question&state=answered`);
    expect(answered.body.items.map((i: any) => i.id)).toEqual([made[0]!.id]);
    const byRef = await staff.request('GET', `/api/admin/inquiries?q=${made[2]!.ref}`);
    expect(byRef.body.items.map((i: any) => i.id)).toEqual([made[2]!.id]);
    // latest activity first: the answered one
    const activity = await staff.request('GET', `/api/admin/inquiries?q=carol&sort=activity`);
    expect(activity.body.items[0]!.id).toBe(made[0]!.id);
    const oldest = await staff.request('GET', `/api/admin/inquiries?q=carol&sort=oldest`);
    expect(oldest.body.items[0]!.id).toBe(made[0]!.id);
    expect(oldest.body.items.at(-1)!.id).toBe(made[4]!.id);

    const { ids } = await walkPages(staff, '/api/admin/inquiries?sort=activity', 2);
    expect(new Set(ids).size).toBe(await count(t, 'inquiries'));
    const own = await walkPages(carol, '/api/inquiries', 2);
    expect(own.ids).toEqual(made.map((m) => m.id).reverse());
    // a later page keeps the first page's total and carries no counts (it once said 0 for every state,
    // and the queue's tabs hid them all)
    const first = (await staff.request('GET', `/api/admin/inquiries?q=carol&limit=2`)).body;
    const second = (await staff.request('GET', `/api/admin/inquiries?q=carol&limit=2&cursor=${first.nextCursor}`)).body;
    expect(second).toMatchObject({ total: first.total, counts: null });
    expect(first.counts).toEqual({ open: 4, answered: 1, closed: 0 });
    const bad = await staff.request('GET', '/api/admin/inquiries?sort=loudest');
    expect(bad.status).toBe(400);

    // the whole queue's tabs come from the trigger-kept counter: they match the table
    const all = (await staff.request('GET', '/api/admin/inquiries')).body;
    expect(all.counts).toEqual(await countsOf('inquiries', ['open', 'answered', 'closed']));
    expect(all.total).toBe(await count(t, 'inquiries'));
  });
});

describe('a partnership inquiry', () => {
  const proposal = (over: Record<string, unknown> = {}) => ({
    company: 'Green Leaf Trading',
    contactName: 'Min Park',
    email: `min-${crypto.randomBytes(3).toString('hex')}@greenleaf.example`,
    phone: '010-1234-5678',
    type: 'distribution',
    proposal: 'We distribute K-beauty in Vietnam and would like to carry your lines.',
    ...over,
  });

  it('a visitor sends one; staff are notified, the sender gets a receipt', async () => {
    const before = await count(t, 'notifications', "subject = 'partnership'");
    const body = proposal();
    const res = await t.visitor.request('POST', '/api/partnership-inquiries', body, { 'x-forwarded-for': freshIp() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ref).toMatch(/^PT-\d{6}$/);
    expect(await count(t, 'notifications', "subject = 'partnership'")).toBe(before + 1);
    const [receipt] = await mailsTo(body.email);
    expect(receipt).toMatchObject({ kind: 'partnership.receipt' });
    expect(receipt!.subject).toContain(res.body.ref);
    const { rows } = await t.db.pool.query('select user_id, state from partnership_inquiries where email = $1', [body.email]);
    expect(rows).toEqual([{ user_id: null, state: 'new' }]);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await written();
    const res = await t.visitor.request(
      'POST',
      '/api/partnership-inquiries',
      proposal({ company: '', email: 'nope', type: 'franchise', phone: 'call me', proposal: 'x'.repeat(5001) }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      company: 'errors.required',
      email: 'errors.email',
      type: 'errors.required',
      phone: 'errors.phone',
      proposal: 'errors.tooLong',
    });
    const badFile = await multipart(
      '/api/partnership-inquiries',
      t.visitor,
      proposal(),
      { data: Buffer.from('zip'), name: 'deck.pdf' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(badFile.status).toBe(400);
    expect(badFile.body.fields).toEqual({ file: 'errors.imageType' });
    expect(await written()).toEqual(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await written();
    const res = await t.visitor.request('POST', '/api/partnership-inquiries', proposal({ website: 'http://spam.example' }), {
      'x-forwarded-for': freshIp(),
    });
    expect(res.status).toBe(201);
    expect(res.body.ref).toMatch(/^PT-\d{6}$/);
    expect(await written()).toEqual(before);
  });

  it(`accepts ${LIMIT} submissions per address and hour, then 429 (another address is not affected)`, async () => {
    const addr = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await t.visitor.request('POST', '/api/partnership-inquiries', proposal(), { 'x-forwarded-for': addr })).status,
      ).toBe(201);
    }
    const before = await written();
    const limited = await t.visitor.request('POST', '/api/partnership-inquiries', proposal(), { 'x-forwarded-for': addr });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await written()).toEqual(before);
    expect(
      (await t.visitor.request('POST', '/api/partnership-inquiries', proposal(), { 'x-forwarded-for': freshIp() })).status,
    ).toBe(201);
  });

  it('sent signed in with a file, it is linked to the account; staff review and accept it', async () => {
    const body = proposal({ type: 'oem' });
    const res = await multipart(
      '/api/partnership-inquiries',
      alice,
      body,
      { data: pdfBytes(), name: 'deck.pdf' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mine = await alice.request('GET', '/api/partnership-inquiries');
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({ ref: res.body.ref, state: 'new', type: 'oem' });
    expect((await bob.request('GET', '/api/partnership-inquiries')).body.items).toEqual([]);

    const id = mine.body.items[0]!.id;
    const d = (await staff.request('GET', `/api/admin/partnership-inquiries/${id}`)).body;
    expect(d).toMatchObject({ state: 'new', account: { id: alice.id }, actions: ['review', 'decline'], version: 0 });
    expect(d.attachment).toMatchObject({ kind: 'document', name: 'deck.pdf' });
    expect(d.timeline[0]).toMatchObject({ action: 'created', actor: 'customer', actorName: 'Test User' });
    expect((await download(t, staff, d.attachment!.url)).status).toBe(200);
    expect((await download(t, alice, d.attachment!.url)).status).toBe(200);
    expect((await download(t, bob, d.attachment!.url)).status).toBe(404);
    expect((await download(t, t.visitor, d.attachment!.url)).status).toBe(404);

    const reviewing = await staff.request('POST', `/api/admin/partnership-inquiries/${id}/transitions`, {
      action: 'review',
      version: 0,
    });
    expect(reviewing.body.state).toBe('reviewing');
    const stale = await staff.request('POST', `/api/admin/partnership-inquiries/${id}/transitions`, {
      action: 'accept',
      version: 0,
    });
    expect(stale.status).toBe(409);
    const noted = await staff.request('POST', `/api/admin/partnership-inquiries/${id}/notes`, { note: 'Call them Monday' });
    expect(noted.body.timeline.at(-1)).toMatchObject({ action: 'note', internal: true, note: 'Call them Monday' });
    const declineNoReason = await staff.request('POST', `/api/admin/partnership-inquiries/${id}/transitions`, {
      action: 'decline',
      version: 1,
    });
    expect(declineNoReason.status).toBe(400);
    expect(declineNoReason.body.fields).toEqual({ reason: 'errors.required' });
    const accepted = await staff.request('POST', `/api/admin/partnership-inquiries/${id}/transitions`, {
      action: 'accept',
      version: 1,
      note: 'Meeting booked',
    });
    expect(accepted.body).toMatchObject({ state: 'accepted', actions: [] });
    const queue = await staff.request('GET', `/api/admin/partnership-inquiries?state=accepted&type=oem`);
    expect(queue.body.items.map((i: any) => i.id)).toContain(id);
    expect(queue.body.counts!.accepted).toBeGreaterThanOrEqual(1);
    const found = await staff.request('GET', `/api/admin/partnership-inquiries?q=${encodeURIComponent(body.email)}`);
    expect(found.body.items.map((i: any) => i.id)).toEqual([id]);
    const all = (await staff.request('GET', '/api/admin/partnership-inquiries')).body;
    expect(all.counts).toEqual(await countsOf('partnership_inquiries', ['new', 'reviewing', 'accepted', 'declined']));
  });
});

describe("staff's partnership search by short terms (issue 27)", () => {
  it('finds by one or two characters, Korean words and LIKE wildcards exactly what "contains" finds', async () => {
    // company, contact name and e-mail through their joined text's indexes (lib/like.ts): the matches of the
    // LIKE alone on each field, or the reference
    const { rows } = await t.db.pool.query<{ id: string; number: number }>(
      `insert into partnership_inquiries (company, contact_name, email, phone, type, proposal, state, version)
       values ('달빛화장품', '한다나', 'dana@dalbit.kr', '', 'oem', 'x', 'new', 1),
              ('100% 수분세럼_랩', 'Kim \\ Lee', 'kim@serum.example', '', 'odm', 'x', 'new', 1)
       returning id, number`,
    );
    const staffQueue = async (term: string) => {
      const res = await staff.request('GET', `/api/admin/partnership-inquiries?limit=100&q=${encodeURIComponent(term)}`);
      expect(res.status, term).toBe(200);
      return res.body.items.map((i) => i.id);
    };
    await expectSameAsContains(
      [...CONTAINS_TERMS, '한다', '품 한'], // the last spans the company and the contact name: in neither
      staffQueue,
      async (like) =>
        (
          await t.db.pool.query(
            `select id from partnership_inquiries
           where lower(company) like $1 or lower(contact_name) like $1 or lower(email) like $1`,
            [like],
          )
        ).rows.map((r) => r.id),
    );
    expect(await staffQueue('빛')).toEqual([rows[0]!.id]);
    expect(await staffQueue('%')).toEqual([rows[1]!.id]);
    const ref = (await staff.request('GET', `/api/admin/partnership-inquiries/${rows[1]!.id}`)).body.ref;
    expect(await staffQueue(ref)).toEqual([rows[1]!.id]);
  });
});

describe('the per-state counter (migration 0057)', () => {
  // after every record this file made and moved: the rows of changes sum to a count of the rows, folded too
  it('says what a count of the rows by state says', async () => {
    await expectCounterAsRows(t, 'inquiry_counts', 'inquiries');
    await expectCounterAsRows(t, 'partnership_inquiry_counts', 'partnership_inquiries');
  });
});
