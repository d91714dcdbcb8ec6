import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipePipeline } from '@formulab/shared/pipeline/pipeline.schema';
import en from '../../i18n/en.json';
import { renderUi } from '../../test/render.tsx';
import { RecipePipelineSection } from './recipe-pipeline.tsx';

const RECIPE = '00000000-0000-4000-8000-00000000000r';
const tr = en.workflow.traceability;

const data: RecipePipeline = {
  samples: {
    total: 23,
    items: [
      {
        id: 's1',
        ref: 'S-000042',
        state: 'awaiting_payment',
        recipeRevision: 3,
        createdAt: '2026-03-01T10:00:00Z',
        amount: 30000,
      },
    ],
  },
  quotes: {
    total: 1,
    items: [
      { id: 'q1', ref: 'Q-000007', state: 'requested', recipeRevision: 2, createdAt: '2026-02-01T10:00:00Z', amount: null },
    ],
  },
  orders: { total: 0, items: [] },
};

function serve(body: unknown, status = 200) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the recipe screen's samples, quotes and orders", () => {
  it('lists each record with its link, state, pinned revision and amount, and says when there are more', async () => {
    const fetch = serve(data);
    renderUi(<RecipePipelineSection recipeId={RECIPE} usable />);
    const section = screen.getByRole('region', { name: tr.title });
    const sample = await within(section).findByRole('link', { name: 'S-000042' });
    expect(fetch).toHaveBeenCalledWith(`/api/recipes/${RECIPE}/pipeline`, expect.anything());
    expect(sample).toHaveAttribute('href', '/sampleOrder/s1');
    const row = sample.closest('li')!;
    expect(row).toHaveTextContent('rev. 3');
    expect(row).toHaveTextContent(en.workflow.states.sample.awaiting_payment);
    expect(row).toHaveTextContent('₩30,000');
    expect(within(section).getByRole('link', { name: 'Q-000007' })).toHaveAttribute('href', '/quotes?id=q1');
    expect(within(section).getByText(/Showing the latest 1 of 23/)).toBeVisible();
    expect(within(section).getByRole('link', { name: tr.seeAll })).toHaveAttribute('href', '/sample-requests');
    expect(within(section).getByRole('heading', { name: `${en.nav.orders} (0)` })).toBeVisible();
  });

  it('offers a sample and a quote for a usable recipe, with the recipe in the address', async () => {
    serve({ samples: { total: 0, items: [] }, quotes: { total: 0, items: [] }, orders: { total: 0, items: [] } });
    renderUi(<RecipePipelineSection recipeId={RECIPE} usable />);
    expect(await screen.findByText(tr.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: tr.requestSample })).toHaveAttribute('href', `/new-sample?recipe=${RECIPE}`);
    expect(screen.getByRole('link', { name: tr.requestQuote })).toHaveAttribute('href', `/quotes?new=1&recipe=${RECIPE}`);
  });

  it('explains what a draft needs instead of offering requests', async () => {
    serve({ samples: { total: 0, items: [] }, quotes: { total: 0, items: [] }, orders: { total: 0, items: [] } });
    renderUi(<RecipePipelineSection recipeId={RECIPE} usable={false} />);
    expect(screen.getByText(tr.draftHint)).toBeVisible();
    expect(screen.queryByRole('link', { name: tr.requestSample })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    serve({ code: 'INTERNAL', message: 'x' }, 500);
    renderUi(<RecipePipelineSection recipeId={RECIPE} usable />);
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.loadError);
    expect(screen.getByRole('button', { name: tr.retry })).toBeVisible();
  });
});
