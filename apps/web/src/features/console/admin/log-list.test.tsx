import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconHistory } from '@tabler/icons-react';
import { renderUi } from '../../../test/render.tsx';
import { useCursorPages } from '../../../components/admin/index.ts';
import { LogFilters, LogTable, logEntryColumn, type LogRow } from './log-list.tsx';

type Entry = { id: number; what: string; who: string };
const list = (items: Entry[]) => ({
  data: { items, total: items.length, nextCursor: null },
  isError: false,
  error: null,
  refetch: () => {},
  isFetching: false,
  isPlaceholderData: false,
});

function Harness({ items, onOpen, filtered = false }: { items: Entry[]; onOpen: (id: string) => void; filtered?: boolean }) {
  const pages = useCursorPages('log');
  const columns = [logEntryColumn<LogRow<Entry>>('what', 'Event', { main: (r) => r.what, sub: (r) => r.who, onOpen })];
  return (
    <LogTable<Entry>
      list={list(items)}
      pages={pages}
      size={25}
      set={() => {}}
      columns={columns}
      onOpen={onOpen}
      log="audit"
      icon={IconHistory}
      filtered={filtered}
    />
  );
}

function table(items: Entry[], filtered = false) {
  const onOpen = vi.fn();
  return { ...renderUi(<Harness items={items} onOpen={onOpen} filtered={filtered} />), onOpen };
}

describe('LogTable', () => {
  it('lists the entries by their numbers as ids, each opening its entry', async () => {
    const { user, onOpen } = table([{ id: 7, what: 'user.suspend', who: 'kim@example.com' }]);
    expect(screen.getByText('kim@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /user\.suspend/ }));
    expect(onOpen).toHaveBeenCalledWith('7');
  });

  it("says so in the log's words when there is nothing to list", () => {
    table([]);
    expect(screen.getByText('No staff actions yet')).toBeInTheDocument();
    expect(screen.getByText('Every change staff make is recorded here.')).toBeInTheDocument();
  });

  it('says that nothing matches while a filter is on', () => {
    table([], true);
    expect(screen.getByText('No entries match')).toBeInTheDocument();
  });
});

describe('LogFilters', () => {
  it('offers to clear the filters only while one is on', async () => {
    const onClear = vi.fn();
    const { user } = renderUi(
      <LogFilters filtered onClear={onClear}>
        <input aria-label="Search" />
      </LogFilters>,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('has no clear button while nothing is filtered', () => {
    renderUi(
      <LogFilters filtered={false} onClear={() => {}}>
        <input aria-label="Search" />
      </LogFilters>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
