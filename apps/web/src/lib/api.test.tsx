import { afterEach, describe, expect, it, vi } from 'vitest';
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
