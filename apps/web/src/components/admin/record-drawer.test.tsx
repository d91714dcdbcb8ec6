import { screen } from '@testing-library/react';
import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { QueueRecordDrawer, RecordDrawer } from './record-drawer.tsx';

const query = (q: Partial<UseQueryResult<{ name: string }>>) => q as UseQueryResult<{ name: string }>;

/** The "Payment" drawer, open, over the query state `q`: it shows the record's name. */
const renderDrawer = (q: Partial<UseQueryResult<{ name: string }>>) =>
  renderUi(
    <RecordDrawer opened onClose={() => {}} title="Payment" width={720} query={query(q)}>
      {(r) => <p>{r.name}</p>}
    </RecordDrawer>,
  );

describe('RecordDrawer', () => {
  it('shows a skeleton until the record is there, then the record, under a named close button', async () => {
    const loading = renderDrawer({ isError: false, data: undefined });
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
    loading.unmount();
    renderDrawer({ isError: false, data: { name: 'P-000042' } });
    expect(await screen.findByText('P-000042')).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.common.close })).toBeInTheDocument();
  });

  it('says why the record could not be loaded', async () => {
    const error = new ApiError(404, 'NOT_FOUND', 'Not found');
    renderDrawer({ isError: true, error, data: undefined });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText(en.common.loading)).toBeNull();
  });
});

describe('QueueRecordDrawer', () => {
  const record = (fetchOne: (id: string) => Promise<{ name: string }>) => (id: string) =>
    queryOptions({ queryKey: ['widget', id], queryFn: () => fetchOne(id) });

  /** The users' drawer for the record `id` (none: null), read by a fetch that answers `P-<id>`; returns the fetch. */
  const renderQueueDrawer = (id: string | null) => {
    const fetchOne = vi.fn((id: string) => Promise.resolve({ name: `P-${id}` }));
    renderUi(
      <QueueRecordDrawer id={id} onClose={() => {}} record={record(fetchOne)} titleKey="adminUsers.detail.title" width={640}>
        {(r) => <p>{r.name}</p>}
      </QueueRecordDrawer>,
    );
    return fetchOne;
  };

  it('loads the record its id names and shows it under the translated title', async () => {
    const fetchOne = renderQueueDrawer('42');
    expect(await screen.findByText('P-42')).toBeInTheDocument();
    expect(screen.getByText(admin.adminUsers.detail.title)).toBeInTheDocument();
    expect(fetchOne).toHaveBeenCalledWith('42');
  });

  it('asks for nothing and stays closed without an id', () => {
    const fetchOne = renderQueueDrawer(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchOne).not.toHaveBeenCalled();
  });
});
