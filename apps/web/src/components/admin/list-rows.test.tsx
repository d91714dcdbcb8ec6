import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { AddRowButton, MoveButtons, RemoveRowButton } from './list-rows.tsx';

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

  it('move an item one place earlier or later, never before the first nor after the last', async () => {
    const onMove = vi.fn();
    const labels = (n: number) => ({ earlier: `Move ${n} up`, later: `Move ${n} down` });
    const { user } = renderUi(
      <>
        {[0, 1, 2].map((i) => (
          <MoveButtons key={i} axis="column" index={i} count={3} onMove={onMove} labels={labels(i + 1)} />
        ))}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Move 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move 3 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Move 2 down' }));
    await user.click(screen.getByRole('button', { name: 'Move 1 down' }));
    expect(onMove.mock.calls).toEqual([[0], [2], [1]]);
  });

  it('name themselves on hover too with tooltips, and hand their buttons to refs', async () => {
    const earlier = { current: null as HTMLButtonElement | null };
    const { user } = renderUi(
      <MoveButtons
        axis="row"
        size="sm"
        tooltips
        index={1}
        count={2}
        onMove={() => {}}
        labels={{ earlier: 'Earlier', later: 'Later' }}
        refs={{ earlier }}
      />,
    );
    expect(earlier.current).toBe(screen.getByRole('button', { name: 'Earlier' }));
    await user.hover(screen.getByRole('button', { name: 'Earlier' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Earlier');
  });
});
