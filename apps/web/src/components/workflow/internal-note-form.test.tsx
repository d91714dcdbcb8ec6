import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { StaffTimeline } from './internal-note-form.tsx';

describe('StaffTimeline', () => {
  it('is the record timeline with the internal note form, which saves a note and hands back the record', async () => {
    const save = vi.fn(async (note: string) => ({ id: 'r1', note }));
    const onSaved = vi.fn();
    const { user } = renderUi(
      <StaffTimeline subject="sample" events={[]} strings="adminSamples.note" save={save} onSaved={onSaved} />,
    );
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Internal note/ }), 'Called the customer');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(save).toHaveBeenCalledWith('Called the customer');
    expect(onSaved).toHaveBeenCalledWith({ id: 'r1', note: 'Called the customer' });
  });
});
