import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { ResultsBlock, type PagedList } from './results-block.tsx';

const Failure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <button type="button" onClick={onRetry}>
    Failed: {String(error)}
  </button>
);
const More = (p: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }) => (
  <button type="button" onClick={p.onMore} disabled={!p.hasMore} aria-busy={p.loading}>
    Showing {p.shown} of {p.total}
  </button>
);

function list(over: Partial<PagedList> = {}): PagedList {
  return {
    data: { pages: [] },
    error: null,
    isError: false,
    isFetching: false,
    isFetchingNextPage: false,
    isPlaceholderData: false,
    hasNextPage: true,
    refetch: vi.fn(() => Promise.resolve()),
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

function block(l: PagedList, drawn: unknown, shown: number) {
  return renderUi(
    <ResultsBlock
      list={l}
      pages={{ data: drawn, items: Array.from({ length: shown }), total: 40 }}
      Failure={Failure}
      More={More}
      skeleton={<p>Loading cards</p>}
      empty={<p>Nothing matched</p>}
    >
      <p>The cards</p>
    </ResultsBlock>,
  );
}

describe('ResultsBlock', () => {
  it('holds the skeleton until the first page is drawn, marked busy while it comes', () => {
    const { container } = block(list({ data: undefined, isFetching: true }), undefined, 0);
    expect(screen.getByText('Loading cards')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByText('Loading cards'));
    expect(screen.queryByRole('button', { name: /Showing/ })).toBeNull();
  });

  it('shows the results with "showing n of total", and Load more asks for the next page', async () => {
    const l = list();
    const { user } = block(l, l.data, 24);
    expect(screen.getByText('The cards')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Showing 24 of 40' }));
    expect(l.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says nothing matched, with no count under it', () => {
    const l = list();
    block(l, l.data, 0);
    expect(screen.getByText('Nothing matched')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Showing/ })).toBeNull();
  });

  it('offers to load the list again when the first page failed', async () => {
    const l = list({ data: undefined, isError: true, error: 'offline' });
    const { user } = block(l, undefined, 0);
    expect(screen.queryByText('Loading cards')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Failed: offline' }));
    expect(l.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the results when a next page failed, and retries that page', async () => {
    const l = list({ isError: true, error: 'offline' });
    const { user } = block(l, l.data, 24);
    expect(screen.getByText('The cards')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Failed: offline' }));
    expect(l.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(l.refetch).not.toHaveBeenCalled();
  });
});
