import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { QueueFilters } from './queue-filters.tsx';

const CATEGORIES = ['sample', 'payment'] as const;
const SORTS = ['newest', 'oldest', 'activity'] as const;

function open(category: (typeof CATEGORIES)[number] | undefined) {
  const update = vi.fn();
  const view = renderUi(
    <QueueFilters
      params={{ choices: { category }, sort: 'newest', update }}
      choice="category"
      values={CATEGORIES}
      label="Category"
      placeholder="All categories"
      valueLabel={(c) => `About ${c}`}
      width={200}
      sorts={SORTS}
    />,
  );
  return { ...view, update };
}

describe('QueueFilters', () => {
  it('writes the chosen value under the queue’s choice, and clears it', async () => {
    const { user, update } = open(undefined);
    await user.click(screen.getByRole('textbox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'About payment' }));
    expect(update).toHaveBeenLastCalledWith({ category: 'payment' });
  });

  it('shows the value the URL holds and clears it to any', async () => {
    const { user, update } = open('sample');
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('About sample');
    // picking the chosen value again takes it off
    await user.click(screen.getByRole('textbox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'About sample' }));
    expect(update).toHaveBeenLastCalledWith({ category: null });
  });

  it('offers the queue’s sorts and writes the one picked', async () => {
    const { user, update } = open(undefined);
    expect(screen.getByRole('textbox', { name: 'Sort' })).toHaveValue('Newest first');
    await user.click(screen.getByRole('textbox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Latest message first' }));
    expect(update).toHaveBeenLastCalledWith({ sort: 'activity' });
  });
});
