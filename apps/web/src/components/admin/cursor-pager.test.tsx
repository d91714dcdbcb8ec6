import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../i18n/admin.en.json';
import { renderUi } from '../../test/render.tsx';
import { CursorPager, useCursorPages } from './cursor-pager.tsx';

const shared = admin.adminKit;

/** A list of `total` rows served by cursor (the cursor is the next row's index), with a filter. */
function List({
  total,
  limit = 25,
  onLimit = () => {},
  totalCapped,
}: {
  total: number;
  limit?: number;
  onLimit?: (l: string) => void;
  totalCapped?: boolean;
}) {
  const [filter, setFilter] = useState('');
  const pages = useCursorPages(filter);
  const start = Number(pages.cursor ?? 0);
  const end = Math.min(total, start + limit);
  const data = {
    total,
    totalCapped,
    items: Array.from({ length: end - start }, (_, i) => start + i),
    nextCursor: end < total ? String(end) : null,
  };
  return (
    <>
      <button type="button" onClick={() => setFilter('water')}>
        filter
      </button>
      <output>first row {data.items[0]}</output>
      <CursorPager pages={pages} limit={limit} data={data} onLimit={onLimit} />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('CursorPager', () => {
  it('says which rows of how many are shown, and the page', () => {
    renderUi(<List total={60} />);
    expect(screen.getByText('1–25 of 60')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
  });

  it('says "more than" the cap, and no page count, when the server counted a search up to its cap', async () => {
    const { user } = renderUi(<List total={1001} totalCapped />);
    expect(screen.getByText('1–25 of more than 1,000')).toBeVisible();
    expect(screen.getByText('Page 1')).toBeVisible();
    await user.click(button(shared.nextPage));
    expect(screen.getByText('26–50 of more than 1,000')).toBeVisible();
    expect(screen.getByText('Page 2')).toBeVisible();
  });

  it('goes to the next page with the cursor the server sent', async () => {
    const { user } = renderUi(<List total={60} />);
    await user.click(button(shared.nextPage));
    expect(screen.getByText('26–50 of 60')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('first row 25');
  });

  it('goes back a page, and to the first', async () => {
    const { user } = renderUi(<List total={60} />);
    await user.click(button(shared.nextPage));
    await user.click(button(shared.nextPage));
    expect(screen.getByText('51–60 of 60')).toBeVisible();
    await user.click(button(shared.prevPage));
    expect(screen.getByText('26–50 of 60')).toBeVisible();
    await user.click(button(shared.nextPage));
    await user.click(button(shared.firstPage));
    expect(screen.getByText('1–25 of 60')).toBeVisible();
  });

  it('offers no previous page on the first, and no next page on the last', async () => {
    const { user } = renderUi(<List total={30} />);
    expect(button(shared.prevPage)).toBeDisabled();
    expect(button(shared.firstPage)).toBeDisabled();
    await user.click(button(shared.nextPage));
    expect(button(shared.nextPage)).toBeDisabled();
    expect(button(shared.prevPage)).toBeEnabled();
  });

  it('starts again at page 1 when the filters change', async () => {
    const { user } = renderUi(<List total={60} />);
    await user.click(button(shared.nextPage));
    await user.click(button('filter'));
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('first row 0');
  });

  it('reads 0–0 of 0 for an empty list', () => {
    renderUi(<List total={0} />);
    expect(screen.getByText('0–0 of 0')).toBeVisible();
    expect(button(shared.nextPage)).toBeDisabled();
  });

  it('asks for another page size', async () => {
    const onLimit = vi.fn();
    const { user } = renderUi(<List total={60} onLimit={onLimit} />);
    await user.click(screen.getByRole('textbox', { name: shared.perPage }));
    await user.click(await screen.findByRole('option', { name: '50 / page' }));
    expect(onLimit).toHaveBeenCalledWith('50');
  });
});
