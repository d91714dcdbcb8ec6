import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PipelineSummary } from '@formulab/shared/pipeline/pipeline.schema';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { OpenWorkCards } from './open-work-cards.tsx';

const none = { open: 0, needsAction: 0, latest: [] };
const summary: PipelineSummary = {
  samples: {
    open: 4,
    needsAction: 1,
    latest: [
      {
        id: 's1',
        ref: 'S-000042',
        state: 'awaiting_payment',
        recipeName: 'Rose toner',
        updatedAt: '2026-03-01T10:00:00Z',
        needsAction: true,
      },
      {
        id: 's2',
        ref: 'S-000041',
        state: 'reviewing',
        recipeName: 'Cream',
        updatedAt: '2026-02-28T10:00:00Z',
        needsAction: false,
      },
    ],
  },
  quotes: none,
  orders: none,
};

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's open samples, quotes and orders", () => {
  it('counts what is open, highlights what awaits the customer, and links each record', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(summary)),
    );
    renderUi(<OpenWorkCards />);
    expect(await screen.findByText('4 in progress')).toBeVisible();
    expect(screen.getByText('1 needs your action', { exact: false })).toBeVisible();
    const first = screen.getByRole('link', { name: /S-000042/ });
    expect(first).toHaveAttribute('href', '/sampleOrder/s1');
    expect(first.closest('li')).toHaveTextContent(en.dashboard.open.yourTurn);
    expect(screen.getByRole('link', { name: /S-000041/ }).closest('li')).not.toHaveTextContent(en.dashboard.open.yourTurn);
    expect(screen.getByRole('link', { name: en.dashboard.cards.samples.link })).toHaveAttribute('href', '/sample-requests');
  });

  it('points an area with nothing open to its start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(summary)),
    );
    renderUi(<OpenWorkCards />);
    expect(await screen.findByText(en.dashboard.cards.quotes.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: en.dashboard.open.newQuote })).toHaveAttribute('href', '/quotes?new=1');
    expect(screen.getByText(en.dashboard.cards.orders.empty)).toBeVisible();
  });
});
