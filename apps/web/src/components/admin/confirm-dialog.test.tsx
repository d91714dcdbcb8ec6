import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { renderUi } from '../../test/render.tsx';
import { useConfirm } from './confirm-dialog.tsx';

/** A delete button that asks first, and says what the answer was. */
function Deleter() {
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async (e) => {
          const out = e.currentTarget.nextElementSibling!;
          const ok = await confirm({
            title: 'Delete Glycerin?',
            message: 'Recipes that use it keep their lines.',
            confirmLabel: 'Delete',
            danger: true,
          });
          out.textContent = ok ? 'deleted' : 'kept';
        }}
      >
        Delete ingredient
      </button>
      <output />
      {dialog}
    </>
  );
}

async function ask() {
  const view = renderUi(<Deleter />);
  await view.user.click(screen.getByRole('button', { name: 'Delete ingredient' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Glycerin?' });
  return { ...view, dialog };
}

describe('useConfirm', () => {
  it('asks with the title, the message and the action named', async () => {
    const { dialog } = await ask();
    expect(dialog).toHaveTextContent('Recipes that use it keep their lines.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getByRole('button', { name: en.common.cancel })).toBeVisible();
  });

  it('resolves true when the user confirms, and closes', async () => {
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('deleted'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false when the user cancels', async () => {
    const { user } = await ask();
    await user.click(screen.getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kept'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false when the dialog is closed with Escape', async () => {
    const { user } = await ask();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kept'));
  });

  it('starts on Cancel, so Enter never confirms by accident', async () => {
    await ask();
    await waitFor(() => expect(screen.getByRole('button', { name: en.common.cancel })).toHaveFocus());
  });
});
