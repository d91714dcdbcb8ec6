import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { RecordDrawer } from './record-drawer.tsx';

const query = (q: Partial<UseQueryResult<{ name: string }>>) => q as UseQueryResult<{ name: string }>;

describe('RecordDrawer', () => {
  it('shows a skeleton until the record is there, then the record, under a named close button', async () => {
    const loading = renderUi(
      <RecordDrawer opened onClose={() => {}} title="Payment" width={720} query={query({ isError: false, data: undefined })}>
        {(r) => <p>{r.name}</p>}
      </RecordDrawer>,
    );
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
    loading.unmount();
    renderUi(
      <RecordDrawer
        opened
        onClose={() => {}}
        title="Payment"
        width={720}
        query={query({ isError: false, data: { name: 'P-000042' } })}
      >
        {(r) => <p>{r.name}</p>}
      </RecordDrawer>,
    );
    expect(await screen.findByText('P-000042')).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.common.close })).toBeInTheDocument();
  });

  it('says why the record could not be loaded', async () => {
    const error = new ApiError(404, 'NOT_FOUND', 'Not found');
    renderUi(
      <RecordDrawer
        opened
        onClose={() => {}}
        title="Payment"
        width={720}
        query={query({ isError: true, error, data: undefined })}
      >
        {(r) => <p>{r.name}</p>}
      </RecordDrawer>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText(en.common.loading)).toBeNull();
  });
});
