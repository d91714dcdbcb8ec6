import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { FilteredEmpty, LoadingStack, NotFoundPanel } from './list-states.tsx';
import en from '../i18n/en.json';

describe('NotFoundPanel', () => {
  it('heads the page with what was not found, a line of help and the way back', () => {
    renderUi(
      <NotFoundPanel title="No such product" body="It may have been removed." illustrationSize={120}>
        <a href="/shop">Back to the shop</a>
      </NotFoundPanel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No such product' })).toBeInTheDocument();
    expect(screen.getByText('It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});

describe('LoadingStack', () => {
  it('holds its placeholders in a column announced as loading', () => {
    const { container } = renderUi(
      <LoadingStack gap="lg">
        <span>bar</span>
      </LoadingStack>,
    );
    const stack = container.querySelector('[aria-busy="true"]')!;
    // a progress bar, whose name may be given (an aria-label on a plain div is refused by axe as serious)
    expect(screen.getByRole('progressbar', { name: en.common.loading })).toBe(stack);
    expect(stack).toHaveClass('mantine-Stack-root');
    expect(stack).toHaveTextContent('bar');
  });
});

describe('FilteredEmpty', () => {
  const props = {
    strings: 'catalogue.empty',
    clearLabel: 'Clear all',
    bodyMaw: 440,
    idle: { title: 'Nothing here yet', body: 'Come back soon.', action: <a href="/guide">Guide</a> },
  };

  it('says nothing matched the search, quoting it, and clears the filters on request', async () => {
    const onClear = vi.fn();
    const { user } = renderUi(<FilteredEmpty {...props} filtered query="zinc" onClear={onClear} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.catalogue.empty.title);
    expect(screen.getByRole('status')).toHaveTextContent(en.catalogue.empty.bodyQuery.replace('{{query}}', 'zinc'));
    expect(screen.queryByRole('link', { name: 'Guide' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says why the list is empty, with its way on, when nothing is filtered', () => {
    renderUi(<FilteredEmpty {...props} filtered={false} query="" onClear={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here yetCome back soon.');
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/guide');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
