import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { AdminDataTable, areaTableProps, OpenRowCell, sortFromStatus, type SortStatuses } from './data-table.tsx';
import { AdminListStates } from './states.tsx';

type Row = { id: string; name: string; price: number };
type Sort = 'name' | 'price-asc' | 'price-desc' | 'relevance';
const SORTS: SortStatuses<Row, Sort> = {
  name: { columnAccessor: 'name', direction: 'asc' },
  'price-asc': { columnAccessor: 'price', direction: 'asc' },
  'price-desc': { columnAccessor: 'price', direction: 'desc' },
};
const ROWS: Row[] = [
  { id: 'a', name: 'Glycerin', price: 3000 },
  { id: 'b', name: 'Squalane', price: 12000 },
];

function table(sort: Sort, onSort = vi.fn(), onOpen = vi.fn()) {
  const view = renderUi(
    <AdminDataTable<Row, Sort>
      records={ROWS}
      columns={[
        { accessor: 'name', sortable: true, render: (r) => <OpenRowCell name={r.name} onOpen={() => onOpen(r.id)} /> },
        { accessor: 'price', sortable: true },
      ]}
      fetching={false}
      onOpen={onOpen}
      sort={{ value: sort, statuses: SORTS, fallback: 'relevance', onChange: onSort }}
      empty={<p>No ingredients yet</p>}
    />,
  );
  return { ...view, onSort, onOpen };
}

describe('AdminDataTable', () => {
  it('turns a click on a column header into the sort for the URL', async () => {
    const { user, onSort } = table('name');
    await user.click(screen.getByText('Price'));
    expect(onSort).toHaveBeenCalledWith('price-asc');
  });

  it("starts from the URL's sort: a click on its column turns the direction", async () => {
    const { user, onSort } = table('price-asc');
    await user.click(screen.getByText('Price'));
    expect(onSort).toHaveBeenCalledWith('price-desc');
  });

  it('opens a record from its row, and from its name by keyboard', async () => {
    const { user, onOpen } = table('name');
    await user.click(screen.getByRole('cell', { name: '12000' }));
    expect(onOpen).toHaveBeenLastCalledWith('b');
    screen.getByRole('button', { name: 'Glycerin' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('a');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('areaTableProps', () => {
  function areaTable(sorted: boolean) {
    const p = {
      records: ROWS,
      fetching: false,
      onOpen: vi.fn(),
      empty: <p>No ingredients yet</p>,
      selected: [ROWS[0]!],
      onSelected: vi.fn(),
      ...(sorted ? { sort: 'name' as Sort, onSort: vi.fn() } : {}),
    };
    const labels = { page: 'Select the page', row: (r: Row) => `Select ${r.name}` };
    const view = renderUi(
      <AdminDataTable<Row, Sort>
        {...areaTableProps<Row, Sort>(p, labels, sorted ? { statuses: SORTS, fallback: 'relevance' } : undefined)}
        columns={[
          { accessor: 'name', sortable: sorted },
          { accessor: 'price', sortable: sorted },
        ]}
      />,
    );
    return { ...view, p };
  }

  it('names the row checkboxes, shows the selection and reports a change to it', async () => {
    const { user, p } = areaTable(false);
    expect(screen.getByRole('checkbox', { name: 'Select Glycerin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select the page' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Squalane' }));
    expect(p.onSelected).toHaveBeenCalledWith([ROWS[0], ROWS[1]]);
  });

  it('binds the sortable columns to the screen’s sort when given one', async () => {
    const { user, p } = areaTable(true);
    await user.click(screen.getByText('Price'));
    expect(p.onSort).toHaveBeenCalledWith('price-asc');
  });
});

describe('sortFromStatus', () => {
  it('finds the sort by column and direction, by column alone, else falls back', () => {
    expect(sortFromStatus(SORTS, { columnAccessor: 'price', direction: 'desc' }, 'relevance')).toBe('price-desc');
    expect(sortFromStatus(SORTS, { columnAccessor: 'name', direction: 'desc' }, 'relevance')).toBe('name');
    expect(sortFromStatus(SORTS, { columnAccessor: 'cas', direction: 'asc' }, 'relevance')).toBe('relevance');
  });
});

describe('AdminListStates', () => {
  const page = { items: ROWS, total: 2, nextCursor: null };
  const query = (q: Partial<{ data: typeof page; isError: boolean; error: unknown }>) => ({
    data: undefined,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...q,
  });

  it('shows a skeleton while the first page loads', () => {
    renderUi(
      <AdminListStates query={query({})} retryLabel="Try again">
        {() => <p>table</p>}
      </AdminListStates>,
    );
    expect(screen.getByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });

  it('says why the list failed to load, and tries again', async () => {
    const q = query({ isError: true, error: new ApiError(403, 'FORBIDDEN', 'no') });
    const { user } = renderUi(
      <AdminListStates query={q} retryLabel="Try again">
        {() => <p>table</p>}
      </AdminListStates>,
    );
    expect(screen.getByText(en.apiErrors.FORBIDDEN)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('shows the table with the pager once the page is there', () => {
    const pages = { cursor: undefined, page: 1, next: vi.fn(), prev: vi.fn(), first: vi.fn() };
    renderUi(
      <AdminListStates query={query({ data: page })} retryLabel="Try again" pager={{ pages, limit: 25, onLimit: vi.fn() }}>
        {(data) => <p>{`${data.items.length} rows`}</p>}
      </AdminListStates>,
    );
    expect(screen.getByText('2 rows')).toBeVisible();
    expect(screen.getByText('1–2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: admin.adminKit.nextPage })).toBeDisabled();
  });
});
