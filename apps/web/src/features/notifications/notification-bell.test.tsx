import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@formulab/shared/notifications/notifications.schema';
import en from '../../i18n/en.json';
import { Providers, testQueryClient, urlOf } from '../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const SAMPLE_ID = '00000000-0000-4000-8000-0000000000aa';
const QUOTE_ID = '00000000-0000-4000-8000-0000000000bb';

const items: Notification[] = [
  {
    id: 2,
    subject: 'sample',
    subjectId: SAMPLE_ID,
    action: 'review',
    ref: 'S-000042',
    state: 'reviewing',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 1,
    subject: 'quote',
    subjectId: QUOTE_ID,
    action: 'quote',
    ref: 'Q-000007',
    state: 'quoted',
    read: true,
    createdAt: new Date(Date.now() - 26 * 3600_000).toISOString(),
  },
];

/** A server of notifications: the unread count follows what was marked read. */
function serve(initialUnread: number, initial: Notification[] = items) {
  let unread = initialUnread;
  let list = initial.map((n) => ({ ...n }));
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/notifications/unread-count') return Response.json({ unread });
    if (url.startsWith('/api/notifications?'))
      return Response.json({ items: list, nextCursor: null, total: list.length, unread });
    if (method === 'POST' && /^\/api\/notifications\/\d+\/read$/.test(url)) {
      unread = Math.max(0, unread - 1);
      list = list.map((n) => (url.includes(`/${n.id}/`) ? { ...n, read: true } : n));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && url === '/api/notifications/read-all') {
      unread = 0;
      list = list.map((n) => ({ ...n, read: true }));
      return new Response(null, { status: 204 });
    }
    return Response.json({ code: 'NOT_FOUND', message: url }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

const bellLabel = (n: number) => en.notifications.bellUnread_other.replace('{{count}}', String(n));

/** The bell in a header above the routes, as in the layouts: it stays while the page changes. */
function renderBell(viewer: 'customer' | 'staff' = 'customer') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NotificationBell viewer={viewer} />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'sampleOrder/:id', element: <p>sample screen</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup({ delay: null });
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user, router };
}

/** The bell once its count has arrived (the first render of a run can be slow). */
const findBell = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('the notification bell', () => {
  it('shows the unread count as a badge and in its accessible name', async () => {
    serve(3);
    renderBell();
    const bell = await findBell(bellLabel(3));
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('3')).toBeVisible();
  });

  it('has no badge and a plain name at zero, and caps the badge at 99+', async () => {
    serve(0);
    renderBell();
    expect(await findBell(en.notifications.title)).toBeVisible();
    expect(screen.queryByText('0')).toBeNull();
    cleanup();
    serve(120);
    renderBell();
    expect(await findBell(bellLabel(120))).toBeVisible();
    expect(screen.getByText('99+')).toBeVisible();
  });

  it('lists notifications worded from subject, ref and state; unread ones are marked', async () => {
    serve(1);
    const { user } = renderBell();
    await user.click(await findBell(bellLabel(1)));
    const dialog = await screen.findByRole('dialog', { name: en.notifications.title });
    const links = await within(dialog).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent(`${en.notifications.unread}: Sample request S-000042: Under review`);
    expect(links[0]).toHaveTextContent('5 minutes ago');
    expect(links[0]).toHaveAttribute('href', `/sampleOrder/${SAMPLE_ID}`);
    expect(links[0]).toHaveAttribute('data-unread');
    expect(links[1]).toHaveTextContent('Quote Q-000007: Quoted');
    expect(links[1]).not.toHaveTextContent(en.notifications.unread);
    expect(links[1]).toHaveAttribute('href', `/quotes?id=${QUOTE_ID}`);
  });

  it('opening an unread item marks it read, goes to the record and counts the badge down', async () => {
    const { calls } = serve(1);
    const { user, router } = renderBell();
    await user.click(await findBell(bellLabel(1)));
    const dialog = await screen.findByRole('dialog', { name: en.notifications.title });
    await user.click(await within(dialog).findByRole('link', { name: /S-000042/ }));
    await waitFor(() => expect(urlOf(router)).toBe(`/sampleOrder/${SAMPLE_ID}`));
    expect(calls).toContain('POST /api/notifications/2/read');
    expect(await findBell(en.notifications.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('links staff to the admin screens', async () => {
    serve(1);
    const { user } = renderBell('staff');
    await user.click(await findBell(bellLabel(1)));
    const link = await screen.findByRole('link', { name: /S-000042/ });
    expect(link).toHaveAttribute('href', `/admin/sample-requests?id=${SAMPLE_ID}`);
  });

  it('"mark all read" empties the badge; it is off when nothing is unread', async () => {
    const { calls } = serve(2);
    const { user } = renderBell();
    await user.click(await findBell(bellLabel(2)));
    const markAll = await screen.findByRole('button', { name: en.notifications.markAllRead });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    expect(await findBell(en.notifications.title)).toBeVisible();
    expect(calls).toContain('POST /api/notifications/read-all');
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(within(screen.getByRole('dialog')).queryByText(en.notifications.unread, { exact: false })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    serve(0, []);
    const { user } = renderBell();
    await user.click(await findBell(en.notifications.title));
    expect(await screen.findByText(en.notifications.empty)).toBeVisible();
  });
});
