import { IconUsers } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import admin from '../../i18n/admin.en.json';
import { renderUi } from '../../test/render.tsx';
import { FilteredEmptyState } from './states.tsx';

const u = admin.adminUsers;

describe('FilteredEmptyState', () => {
  it('says the list is empty in the area’s words and offers what the caller adds', () => {
    renderUi(
      <FilteredEmptyState icon={IconUsers} strings="adminUsers" filtered={false} clear={{ label: 'Clear', onClick: () => {} }}>
        <button type="button">Invite</button>
      </FilteredEmptyState>,
    );
    expect(screen.getByText(u.empty)).toBeInTheDocument();
    expect(screen.getByText(u.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('says nothing matched while filtered and clears the filters on request', async () => {
    const clear = vi.fn();
    const { user } = renderUi(
      <FilteredEmptyState icon={IconUsers} strings="adminUsers" filtered clear={{ label: 'Clear', onClick: clear }}>
        <button type="button">Invite</button>
      </FilteredEmptyState>,
    );
    expect(screen.getByText(u.emptyFiltered)).toBeInTheDocument();
    expect(screen.getByText(u.emptyFilteredHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(clear).toHaveBeenCalledOnce();
  });
});
