import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { useCursorPages, useDrawerParam, useUrlParams } from '../../../components/admin/index.ts';
import { ContentEditorDrawer, ContentHeader, ContentTable } from './content-list.tsx';
import type { EditorProps } from './editor-kit.tsx';

function Editor({ id, onDone }: EditorProps & { id: string }) {
  return (
    <button type="button" onClick={onDone}>
      Form of {id}
    </button>
  );
}

function Screen() {
  const [params, set] = useUrlParams();
  const drawer = useDrawerParam(params, set);
  const pages = useCursorPages('notices');
  return (
    <>
      <ContentHeader
        screen="admin-notice"
        csv="/api/admin/notices.csv?q=x"
        add={{ label: 'New notice', onClick: () => drawer.open('new') }}
      />
      <ContentTable<{ id: string }>
        list={{ data: { items: [], total: 0, nextCursor: null }, isError: false, error: null, refetch: () => {} } as never}
        pager={{ pages, limit: 25, onLimit: () => {} }}
        columns={[{ accessor: 'id' }]}
        onOpen={drawer.open}
        filtered={false}
        empty={{ icon: null, title: 'No notices yet', hint: 'Write the first', add: 'Write a notice' }}
      />
      <ContentEditorDrawer drawer={drawer} titles={{ add: 'New notice', edit: 'Edit notice' }} editor={Editor} />
    </>
  );
}

describe('content list pieces', () => {
  it('links the CSV and opens a new record’s form, titled for a new record, from the header or the empty list', async () => {
    const { user, router } = renderUi(<Screen />, { url: '/admin/admin-notice' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/notices.csv?q=x');
    await user.click(screen.getByRole('button', { name: 'New notice' }));
    expect(router.state.location.search).toBe('?edit=new');
    expect(screen.getByRole('dialog', { name: 'New notice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Form of new' }));
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Write a notice' }));
    expect(router.state.location.search).toBe('?edit=new');
  });

  it('titles the drawer for an edit and gives the form the record’s id', () => {
    renderUi(<Screen />, { url: '/admin/admin-notice?edit=n7' });
    expect(screen.getByRole('dialog', { name: 'Edit notice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Form of n7' })).toBeInTheDocument();
  });
});
