import { Notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { BulkBar, BulkButton, runWithProgress, useBulkAction } from './bulk-bar.tsx';
import { AdminDataTable, useRowSelection } from './data-table.tsx';

type Row = { id: string; name: string };
const ROWS: Row[] = [
  { id: 'a', name: 'Glycerin' },
  { id: 'b', name: 'Squalane' },
  { id: 'c', name: 'Niacinamide' },
];
const common = admin.adminCatalogue.common;

/** A table with selectable rows and its bulk bar, as an admin list screen puts them together. */
function Screen({ onHide = () => {} }: { onHide?: (rows: Row[]) => void }) {
  const selection = useRowSelection<Row>();
  return (
    <>
      <BulkBar
        count={selection.selected.length}
        label={common.bulkActions}
        countText={`${selection.selected.length} selected`}
        clearLabel={common.clearSelection}
        onClear={selection.clear}
      >
        <BulkButton icon={IconEyeOff} onClick={() => onHide(selection.selected)}>
          Hide
        </BulkButton>
      </BulkBar>
      <AdminDataTable<Row>
        records={ROWS}
        columns={[{ accessor: 'name' }]}
        fetching={false}
        onOpen={() => {}}
        selection={{
          selected: selection.selected,
          onChange: selection.setSelected,
          pageLabel: common.selectPage,
          rowLabel: (r) => `Select ${r.name}`,
        }}
        empty={null}
      />
    </>
  );
}

const bar = () => screen.queryByRole('region', { name: common.bulkActions });

describe('BulkBar', () => {
  it('is not there while no row is selected', () => {
    renderUi(<Screen />);
    expect(bar()).toBeNull();
  });

  it('shows how many rows are selected, and acts on them', async () => {
    const onHide = vi.fn();
    const { user } = renderUi(<Screen onHide={onHide} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Glycerin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Niacinamide' }));
    expect(within(bar()!).getByText('2 selected')).toBeVisible();
    await user.click(within(bar()!).getByRole('button', { name: 'Hide' }));
    expect(onHide).toHaveBeenCalledWith([ROWS[0], ROWS[2]]);
  });

  it('selects the whole page at once', async () => {
    const { user } = renderUi(<Screen />);
    await user.click(screen.getByRole('checkbox', { name: common.selectPage }));
    expect(within(bar()!).getByText('3 selected')).toBeVisible();
  });

  it('clears the selection: the bar goes and the rows are unchecked', async () => {
    const { user } = renderUi(<Screen />);
    const glycerin = screen.getByRole('checkbox', { name: 'Select Glycerin' });
    await user.click(glycerin);
    await user.click(within(bar()!).getByRole('button', { name: common.clearSelection }));
    expect(bar()).toBeNull();
    expect(glycerin).not.toBeChecked();
  });

  it('shows a running job instead of the actions', () => {
    renderUi(
      <BulkBar
        count={3}
        label={common.bulkActions}
        countText="3 selected"
        clearLabel={common.clearSelection}
        onClear={() => {}}
        progress={{ label: 'Hiding', done: 1, total: 3 }}
      >
        <BulkButton icon={IconEyeOff}>Hide</BulkButton>
      </BulkBar>,
    );
    expect(within(bar()!).getByText('Hiding 1/3')).toBeVisible();
    expect(within(bar()!).getByRole('progressbar', { name: 'Hiding' })).toBeVisible();
    expect(within(bar()!).queryByRole('button')).toBeNull();
  });

  it('offers no clearing while an action runs', () => {
    renderUi(
      <BulkBar
        count={1}
        label={common.bulkActions}
        countText="1 selected"
        clearLabel={common.clearSelection}
        onClear={() => {}}
        busy
      >
        <BulkButton icon={IconEyeOff}>Hide</BulkButton>
      </BulkBar>,
    );
    expect(within(bar()!).getByRole('button', { name: common.clearSelection })).toBeDisabled();
  });
});

describe('useBulkAction', () => {
  function Actions({ task }: { task: () => Promise<unknown> }) {
    const { busy, run } = useBulkAction<'hide'>();
    return (
      <>
        <Notifications />
        <BulkButton icon={IconEyeOff} loading={busy === 'hide'} onClick={() => void run('hide', task)}>
          Hide
        </BulkButton>
      </>
    );
  }

  it('shows a failed action as a notification with the translated reason', async () => {
    const { user } = renderUi(<Actions task={() => Promise.reject(new ApiError(403, 'FORBIDDEN', 'no'))} />);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText(en.apiErrors.FORBIDDEN)).toBeVisible();
  });

  it('shows the action as running until it ends', async () => {
    let finish = () => {};
    const { user } = renderUi(<Actions task={() => new Promise<void>((r) => (finish = r))} />);
    const hide = screen.getByRole('button', { name: 'Hide' });
    await user.click(hide);
    expect(hide).toHaveAttribute('data-loading', 'true');
    finish();
    await vi.waitFor(() => expect(hide).not.toHaveAttribute('data-loading'));
  });
});

describe('runWithProgress', () => {
  it('runs every item a few at a time, counts progress and returns the failures', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    const { failed } = await runWithProgress(
      [1, 2, 3, 4, 5, 6],
      async (n) => {
        most = Math.max(most, ++running);
        // a task that yields, as a request does: every worker has started one before any ends
        await Promise.resolve();
        running--;
        if (n % 3 === 0) throw new Error('no');
      },
      (done) => progress.push(done),
      2,
    );
    expect(failed.sort()).toEqual([3, 6]);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });
});
