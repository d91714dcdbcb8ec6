import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { atWindowWidth, renderUi } from '../../test/render.tsx';
import { recipeColumns, StaffRecordTable } from './staff-table.tsx';

type Customer = { name: string; companyName: string | null; email: string };
type Row = {
  id: string;
  ref: string;
  state: string;
  recipeName: string;
  recipeRevision: number;
  quantity: number;
  customer?: Customer;
};
const row: Row = { id: 'q1', ref: 'Q-2026-0012', state: 'quoted', recipeName: 'Calm toner', recipeRevision: 3, quantity: 12000 };

/** A quote queue's table of `records` (the recipe columns after the kit's, "Late" beside the state). */
const renderQueue = (records: Row[], onOpen: (id: string) => void = () => {}) =>
  renderUi(
    <StaffRecordTable<Row>
      records={records}
      fetching={false}
      onOpen={onOpen}
      empty={<p>Nothing here</p>}
      group="adminQuotes"
      subject="quote"
      state={{ extra: () => <span>Late</span> }}
      columns={recipeColumns<Row>(
        { recipe: 'Recipe', quantity: 'Units' },
        { sub: (r) => `rev. ${r.recipeRevision}`, quantityWidth: 90 },
      )}
    />,
  );

describe('StaffRecordTable', () => {
  it('leads with the reference and the state under the group’s headings, then the area’s columns', async () => {
    const onOpen = vi.fn();
    const { user } = renderQueue([row], onOpen);
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent);
    // the quantity shows from the lg breakpoint up, wider than the test's window
    expect(headings).toEqual(['Ref.', 'State', 'Recipe']);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('QuotedLate');
    expect(cells[2]).toHaveTextContent('Calm toner');
    expect(cells[2]).toHaveTextContent('rev. 3');
    await user.click(screen.getByRole('button', { name: /Q-2026-0012/ }));
    expect(onOpen).toHaveBeenCalledWith('q1');
  });

  it('on a phone, carries the state and the customer under the reference, their columns hidden', () => {
    atWindowWidth(390);
    renderQueue([{ ...row, customer: { name: 'Minji Kim', companyName: null, email: 'minji@ondam.test' } }]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ref.', 'Recipe']);
    const ref = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]!;
    expect(ref).toHaveTextContent('Q-2026-0012');
    expect(ref).toHaveTextContent('QuotedLate');
    // the name, and under it the company or, without one, the e-mail: each on a line of its own
    expect(within(ref).getByText('Minji Kim')).toBeInTheDocument();
    expect(within(ref).getByText('minji@ondam.test')).toBeInTheDocument();
    expect(within(ref).getByTitle('Minji Kim · minji@ondam.test')).toBeInTheDocument();
  });

  it('shows the empty state when the page has no records', () => {
    renderQueue([]);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
