import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { ImportActionBadge, ImportRowProblems, ImportRowsTable, type ImportRow } from './import-rows-table.tsx';

type Row = ImportRow & { name: string };
const row = (n: number, action: string, errors: Record<string, string> = {}): Row => ({
  row: n,
  action,
  errors,
  name: `Row ${n}`,
});

function Preview({ rows }: { rows: Row[] }) {
  return (
    <ImportRowsTable
      report={{ rows, errorCount: rows.filter((r) => r.action === 'error').length }}
      counts={<p>counts</p>}
      columns={[
        { accessor: 'row' },
        {
          accessor: 'name',
          render: (r) => (
            <>
              {r.name}
              <ImportRowProblems errors={r.errors} />
            </>
          ),
        },
        { accessor: 'action', render: (r) => <ImportActionBadge color="teal">{r.action}</ImportActionBadge> },
      ]}
    />
  );
}

describe('ImportRowsTable', () => {
  it('lists only the rows with problems when there are any, each problem by column', async () => {
    const { user } = renderUi(
      <Preview rows={[row(1, 'create'), row(2, 'error', { price: 'errors.required' }), row(3, 'update')]} />,
    );
    expect(screen.getByText('counts')).toBeInTheDocument();
    expect(screen.getByText('3 rows in the file')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Row 2')).toBeInTheDocument();
    expect(within(table).queryByText('Row 1')).not.toBeInTheDocument();
    expect(within(table).getByText('price')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(within(table).getByText('Row 1')).toBeInTheDocument();
    expect(within(table).getByText('update')).toBeInTheDocument();
  });

  it('lists every row, the problems switch off, when none has a problem', () => {
    renderUi(<Preview rows={[row(1, 'create'), row(2, 'update')]} />);
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.getByText('Row 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /errors only/ })).toBeDisabled();
  });
});
