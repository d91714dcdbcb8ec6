import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InquiryDetail } from '@formulab/shared/inquiries/inquiries.schema';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { InquiryForm } from './inquiry-form.tsx';

// Issue 23: a new inquiry is sent once. Pressed again while it is sent, nothing more goes out; the
// request carries an Idempotency-Key, the same on a retry of the same inquiry (the server then makes it once).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const f = en.support.form;

type Call = { url: string; method: string; key: string | null; body: unknown };

/** fetch answering each POST with `answers` in turn (a function may hold its answer back) */
function stubFetch(answers: (() => Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url,
      method: init.method ?? 'GET',
      key: headers['idempotency-key'] ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

async function fillIn(user: ReturnType<typeof renderUi>['user']) {
  await user.click(screen.getByRole('textbox', { name: new RegExp(`^${f.category}`) }));
  await user.click(await screen.findByRole('option', { name: en.support.categories.sample }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${f.title}`) }), 'Sample lead time');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${f.body}`) }), 'How long does a cream sample take?');
}

/** the inquiry as the server answers it: a whole InquiryDetail (the call checks it against the schema) */
const created = {
  id: '5b3c1f9e-8d2a-4c61-9a0e-2f4d6b8c1a37',
  ref: 'I-000001',
  number: 1,
  category: 'sample',
  title: 'Sample lead time',
  state: 'open',
  version: 0,
  messageCount: 1,
  lastMessageAt: '2026-01-05T01:00:00.000Z',
  lastMessageBy: 'customer',
  createdAt: '2026-01-05T01:00:00.000Z',
  customer: null,
  messages: [
    {
      id: 1,
      author: 'customer',
      authorName: 'Kim',
      body: 'How long does a cream sample take?',
      attachments: [],
      at: '2026-01-05T01:00:00.000Z',
    },
  ],
  timeline: [],
  actions: ['reply', 'close'],
} satisfies InquiryDetail;

afterEach(() => vi.unstubAllGlobals());

describe('the new inquiry form', () => {
  it('sends one request with an Idempotency-Key however often Send is pressed while it is sent', async () => {
    let answer!: (r: Response) => void;
    const calls = stubFetch([() => new Promise<Response>((resolve) => (answer = resolve))]);
    const onCreated = vi.fn();
    const { user } = renderUi(<InquiryForm maySend onCreated={onCreated} />);
    await fillIn(user);
    const send = screen.getByRole('button', { name: f.send });
    await user.click(send);
    await user.keyboard('{Enter}');
    await user.click(send);
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(Response.json(created, { status: 201 }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/inquiries', method: 'POST', key: expect.stringMatching(UUID) });
    expect(calls[0]!.body).toMatchObject({ category: 'sample', title: 'Sample lead time' });
    // the form has made its inquiry: a later press sends nothing more
    await user.click(send);
    expect(calls).toHaveLength(1);
  });

  it('a retry after a lost answer carries the same key; a changed inquiry a new one', async () => {
    const calls = stubFetch([
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => Response.json(created, { status: 201 }),
    ]);
    const onCreated = vi.fn();
    const { user } = renderUi(<InquiryForm maySend onCreated={onCreated} />);
    await fillIn(user);
    const send = screen.getByRole('button', { name: f.send });
    await user.click(send);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(send).not.toHaveAttribute('data-loading'));
    await user.click(send);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBe(calls[0]!.key);
    await waitFor(() => expect(send).not.toHaveAttribute('data-loading'));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${f.title}`) }), '?');
    await user.click(send);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.key).toMatch(UUID);
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
  });
});
