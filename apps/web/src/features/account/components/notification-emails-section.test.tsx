import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { NotificationEmailsSection } from './notification-emails-section.tsx';

const labels = en.settings.notificationEmails;
/** a switch's name: its label, then its hint (both inside its <label>) */
const named = (label: string) => new RegExp(`^${label}`);

/** GET answers `stored`; PUT answers `put` (or echoes the body). */
function serve(stored = { samples: true, quotes: true, orders: true }, put?: Response) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/me/notification-emails') return Response.json({}, { status: 404 });
    if (init?.method === 'PUT') {
      bodies.push(JSON.parse(String(init.body)));
      return put ? put.clone() : new Response(String(init.body), { headers: { 'content-type': 'application/json' } });
    }
    return Response.json(stored);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

afterEach(() => vi.unstubAllGlobals());

describe('e-mail notification preferences', () => {
  it('shows one switch per area as saved; saving sends all three and settles', async () => {
    const { bodies } = serve({ samples: true, quotes: false, orders: true });
    const { user } = renderUi(<NotificationEmailsSection />);
    expect(screen.getByRole('heading', { name: labels.title })).toBeVisible();
    const samples = await screen.findByRole('switch', { name: named(labels.samples) });
    const quotes = screen.getByRole('switch', { name: named(labels.quotes) });
    const orders = screen.getByRole('switch', { name: named(labels.orders) });
    expect(samples).toBeChecked();
    expect(quotes).not.toBeChecked();
    expect(orders).toBeChecked();
    expect(screen.getByText(labels.ordersHint)).toBeVisible();
    const save = screen.getByRole('button', { name: en.common.save });
    expect(save).toBeDisabled();

    await user.click(orders);
    expect(orders).not.toBeChecked();
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(bodies).toEqual([{ samples: true, quotes: false, orders: false }]));
    await waitFor(() => expect(save).toBeDisabled());
    expect(orders).not.toBeChecked();
  });

  it('keeps the choice on screen and says why when the save fails', async () => {
    serve(undefined, Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }));
    const { user } = renderUi(<NotificationEmailsSection />);
    const samples = await screen.findByRole('switch', { name: named(labels.samples) });
    await user.click(samples);
    await user.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INTERNAL);
    expect(samples).not.toBeChecked();
    expect(screen.getByRole('button', { name: en.common.save })).toBeEnabled();
  });

  it('offers a retry when the preferences cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    renderUi(<NotificationEmailsSection />);
    expect(await screen.findByText(labels.loadError)).toBeVisible();
    expect(screen.getByRole('button', { name: en.settings.retry })).toBeVisible();
  });
});
