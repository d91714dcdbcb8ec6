import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { AddRowButton, RemoveRowButton } from './list-rows.tsx';

describe('list row buttons', () => {
  it('draw what the staff forms wrote out: a named trash icon, and a light "+" button', () => {
    const markup = (ui: React.ReactNode) => {
      const { container, unmount } = renderUi(ui);
      const html = container.innerHTML;
      unmount();
      return html;
    };
    expect(markup(<RemoveRowButton onClick={() => {}} disabled label="Remove lot 2" />)).toBe(
      markup(
        <ActionIcon variant="subtle" color="red" aria-label="Remove lot 2" onClick={() => {}} disabled>
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>,
      ),
    );
    expect(markup(<AddRowButton onClick={() => {}}>Add a lot</AddRowButton>)).toBe(
      markup(
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => {}}>
          Add a lot
        </Button>,
      ),
    );
  });

  it('remove and add on a click', async () => {
    const remove = vi.fn();
    const add = vi.fn();
    const { user } = renderUi(
      <>
        <RemoveRowButton onClick={remove} label="Remove colour 1" />
        <AddRowButton onClick={add}>Add a colour</AddRowButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove colour 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a colour' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(add).toHaveBeenCalledOnce();
  });
});
