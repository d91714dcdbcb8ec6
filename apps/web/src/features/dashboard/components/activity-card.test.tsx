import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { ActivityCard } from './activity-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const serve = (items: unknown[]) => {
  const fetch = vi.fn(async () => Response.json({ items, nextCursor: null, total: items.length, unread: 0 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe("the dashboard's latest activity", () => {
  it('lists the newest notifications, worded and linked as in the bell', async () => {
    const fetch = serve([
      {
        id: 9,
        subject: 'order',
        subjectId: 'o1',
        action: 'ship',
        ref: 'O-000003',
        state: 'shipped',
        read: false,
        createdAt: '2026-03-01T10:00:00Z',
      },
    ]);
    renderUi(<ActivityCard viewer="customer" />);
    const link = await screen.findByRole('link', { name: 'Production order O-000003: Shipped' });
    expect(link).toHaveAttribute('href', '/orders?id=o1');
    expect(fetch).toHaveBeenCalledWith('/api/notifications?limit=5', expect.anything());
  });

  it('says what the place is for while there is nothing', async () => {
    serve([]);
    renderUi(<ActivityCard viewer="customer" />);
    expect(await screen.findByText(en.dashboard.activity.empty)).toBeVisible();
  });
});
