import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import en from '../i18n/en.json';
import i18n from '../i18n/index.ts';
import { ApiError, api, errorKey, errorText } from './api.ts';

/** fetch answers `response` once; returns the mock to read what was sent. */
function answer(response: Response | Error | DOMException) {
  const fetch = vi.fn(() => (response instanceof Response ? Promise.resolve(response) : Promise.reject(response)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What `api` sent: the path and the init of the one fetch call. */
const sent = (fetch: ReturnType<typeof answer>) => {
  const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { path, init, headers: init.headers as Record<string, string> };
};

/** The error `promise` rejects with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('reads with GET, asking for JSON, with the session cookie of this site only', async () => {
    const fetch = answer(Response.json({ items: [1, 2] }));
    await expect(api('/api/recipes')).resolves.toEqual({ items: [1, 2] });
    const { path, init, headers } = sent(fetch);
    expect(path).toBe('/api/recipes');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers).toEqual({ accept: 'application/json' });
    expect(init.body).toBeUndefined();
  });

  it('sends a body as JSON with POST (a JSON content type no other site can post in a form)', async () => {
    const fetch = answer(Response.json({ id: 'r1' }, { status: 201 }));
    await api('/api/recipes', { body: { name: 'Toner' } });
    const { init, headers } = sent(fetch);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Toner' });
  });

  it('uses the method it is given', async () => {
    const fetch = answer(Response.json({}));
    await api('/api/me', { method: 'PATCH', body: { name: 'Kim' } });
    expect(sent(fetch).init.method).toBe('PATCH');
  });

  it('answers null for an empty body', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(api('/api/recipes/r1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it("turns an error body into an ApiError with the server's code and field keys", async () => {
    answer(
      Response.json(
        { code: 'VALIDATION', message: 'Invalid', fields: { email: 'errors.email', phone: 'errors.phone' } },
        { status: 400 },
      ),
    );
    const err = await failure(api('/api/me', { method: 'PATCH', body: {} }));
    expect(err.status).toBe(400);
    expect(err.code).toBe('VALIDATION');
    expect(err.fields).toEqual({ email: 'errors.email', phone: 'errors.phone' });
  });

  it('gives the translated message of the code and of each field', async () => {
    answer(Response.json({ code: 'EMAIL_TAKEN', message: 'taken', fields: { email: 'errors.email' } }, { status: 409 }));
    const err = await failure(api('/api/auth/sign-up', { body: {} }));
    expect(i18n.t(errorKey(err))).toBe(en.apiErrors.EMAIL_TAKEN);
    expect(i18n.t(err.fields.email!)).toBe(en.errors.email);
  });

  // issue 23 item 3: a refused delete names what uses the record, each kind by its own noun
  it('says what an in-use record is used by: recipes as recipes, never as materials', async () => {
    const t = i18n.t.bind(i18n);
    const inUse = (usedBy: Record<string, number>) => new ApiError(409, 'IN_USE', 'in use', { usage: '1' }, { usedBy });
    const says = (list: string) => en.inUse.body.replace('{{list}}', list);
    expect(errorText(inUse({ recipes: 3 }), t)).toBe(says('3 recipes'));
    expect(errorText(inUse({ materials: 1 }), t)).toBe(says('1 material'));
    expect(errorText(inUse({ recipes: 1, materials: 2 }), t)).toBe(says('1 recipe, 2 materials'));
    expect(errorText(inUse({ posts: 2 }), t)).toBe(says('2 board posts'));
  });

  // issue 23 item 8: a search too long from a pasted link has no field on the screen to highlight
  it('says a list search is too long rather than "check the highlighted fields"', () => {
    const t = i18n.t.bind(i18n);
    expect(errorText(new ApiError(400, 'VALIDATION', 'bad', { q: 'errors.tooLong' }), t)).toBe(en.apiErrors.SEARCH_TOO_LONG);
    // another field, or a search with another field beside it: the usual message
    expect(errorText(new ApiError(400, 'VALIDATION', 'bad', { name: 'errors.tooLong' }), t)).toBe(en.apiErrors.VALIDATION);
    expect(errorText(new ApiError(400, 'VALIDATION', 'bad', { q: 'errors.tooLong', limit: 'errors.tooBig' }), t)).toBe(
      en.apiErrors.VALIDATION,
    );
  });

  it('reads an error without a JSON body as INTERNAL, with the status text', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const err = await failure(api('/api/recipes'));
    expect([err.status, err.code, err.message]).toEqual([502, 'INTERNAL', 'Bad Gateway']);
    expect(i18n.t(errorKey(err))).toBe(en.apiErrors.INTERNAL);
  });

  it('reports an unreachable server as NETWORK', async () => {
    answer(new TypeError('Failed to fetch'));
    const err = await failure(api('/api/recipes'));
    expect([err.status, err.code]).toEqual([0, 'NETWORK']);
    expect(i18n.t(errorKey(err))).toBe(en.apiErrors.NETWORK);
  });

  it('lets a cancelled request end as the AbortError it is', async () => {
    answer(new DOMException('aborted', 'AbortError'));
    await expect(api('/api/recipes', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('translates an error that is not from the API as INTERNAL', () => {
    expect(i18n.t(errorKey(new Error('bug')))).toBe(en.apiErrors.INTERNAL);
  });

  // issue 24 item 3: a call passes its route's shared response schema; a drift fails in the test, not in production
  describe('with a response schema', () => {
    const itemSchema = z.object({ id: z.string(), state: z.enum(['draft', 'sent']), total: z.number().int() });
    const pageSchema = z.object({ items: z.array(itemSchema), nextCursor: z.string().nullable() });
    let logged: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    });

    it('answers a body that matches, typed as the schema says', async () => {
      const page = { items: [{ id: 'q1', state: 'sent', total: 3 }], nextCursor: null };
      answer(Response.json(page));
      const got = await api('/api/quotes', { schema: pageSchema });
      expectTypeOf(got).toEqualTypeOf<z.output<typeof pageSchema>>();
      expect(got).toEqual(page);
      expect(got.items[0]?.state).toBe('sent');
      expect(logged).not.toHaveBeenCalled();
    });

    it('answers the body as sent, not a parsed copy: the same object as in production', async () => {
      answer(Response.json({ items: [], nextCursor: null, extra: 1 }));
      await expect(api('/api/quotes', { schema: pageSchema })).resolves.toEqual({ items: [], nextCursor: null, extra: 1 });
    });

    it('throws RESPONSE_SCHEMA naming the path and where a missing field is', async () => {
      answer(Response.json({ items: [{ id: 'q1', state: 'sent' }], nextCursor: null }));
      const err = await failure(api('/api/quotes', { schema: pageSchema }));
      expect([err.status, err.code]).toEqual([200, 'RESPONSE_SCHEMA']);
      expect(err.message).toContain('GET /api/quotes');
      expect(err.message).toContain('items.0.total');
      expect(logged).toHaveBeenCalledWith(err.message);
    });

    it('throws RESPONSE_SCHEMA for a value outside an enum, on a change as on a read', async () => {
      answer(Response.json({ id: 'q1', state: 'shipped', total: 3 }, { status: 201 }));
      const err = await failure(api('/api/quotes', { body: {}, schema: itemSchema }));
      expect([err.status, err.code]).toEqual([201, 'RESPONSE_SCHEMA']);
      expect(err.message).toMatch(/^POST \/api\/quotes: .*\bstate\b/);
      expect(err.message).not.toContain('total');
    });

    it("leaves an error answer to the server's code: the schema is the 2xx body's", async () => {
      answer(Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
      const err = await failure(api('/api/quotes/q9', { schema: itemSchema }));
      expect([err.status, err.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('does not check in a production build: a drift must not take a screen down', async () => {
      vi.stubEnv('MODE', 'production');
      answer(Response.json({ id: 'q1', state: 'shipped' }));
      await expect(api('/api/quotes/q1', { schema: itemSchema })).resolves.toEqual({ id: 'q1', state: 'shipped' });
      expect(logged).not.toHaveBeenCalled();
    });

    it('without a schema checks nothing and answers the body as before', async () => {
      answer(Response.json({ id: 'q1', state: 'shipped' }));
      const got = await api<{ id: string }>('/api/quotes/q1');
      expectTypeOf(got).toEqualTypeOf<{ id: string }>();
      expect(got).toEqual({ id: 'q1', state: 'shipped' });
      expect(logged).not.toHaveBeenCalled();
    });
  });

  describe('offline', () => {
    const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    afterEach(() => vi.restoreAllMocks());

    it('a change tried offline is not sent: OFFLINE, in words that say nothing changed', async () => {
      offline();
      const fetch = answer(Response.json({}));
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
        expect((await failure(api('/api/recipes/x', { method, body: {} }))).code).toBe('OFFLINE');
      expect(fetch).not.toHaveBeenCalled();
      expect(en.apiErrors.OFFLINE).toMatch(/offline/i);
      expect(i18n.t(errorKey(new ApiError(0, 'OFFLINE', 'x')))).not.toBe('apiErrors.OFFLINE');
    });

    it('a read offline still goes out (the service worker may answer it from its cache)', async () => {
      offline();
      const fetch = answer(Response.json({ ok: true }));
      await expect(api('/api/recipes')).resolves.toEqual({ ok: true });
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('a change whose connection went while it was sent is OFFLINE; online, a failed fetch stays NETWORK', async () => {
      answer(new TypeError('Failed to fetch'));
      expect((await failure(api('/api/recipes', { body: {} }))).code).toBe('NETWORK');
      const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(true).mockReturnValue(false);
      answer(new TypeError('Failed to fetch'));
      expect((await failure(api('/api/recipes', { body: {} }))).code).toBe('OFFLINE');
      expect(spy).toHaveBeenCalled();
    });
  });
});
