import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { ApiError } from '../../lib/api.ts';
import { InternalNoteForm, StaffRecordTimeline, StaffTimeline } from './internal-note-form.tsx';

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

describe('StaffRecordTimeline', () => {
  const calls = {
    note: vi.fn(async (id: string, note: string) => ({ id, note })),
    key: (id: string) => ['admin-widget', id] as const,
  };

  it('saves the note on the record through the area’s calls and caches the record it answers', async () => {
    const { user, client } = renderUi(
      <StaffRecordTimeline subject="sample" record={{ id: 'r1', timeline: [] }} calls={calls} strings="adminSamples.note" />,
    );
    await user.type(screen.getByRole('textbox', { name: /Internal note/ }), 'Called the customer');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(calls.note).toHaveBeenCalledWith('r1', 'Called the customer');
    await waitFor(() => expect(client.getQueryData(['admin-widget', 'r1'])).toEqual({ id: 'r1', note: 'Called the customer' }));
  });

  it('hands the record to onSaved instead when given one', async () => {
    const onSaved = vi.fn();
    const { user, client } = renderUi(
      <StaffRecordTimeline
        subject="partnership"
        record={{ id: 'r2', timeline: [] }}
        calls={calls}
        strings="adminInquiries.note"
        onSaved={onSaved}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Internal note/ }), 'Sent the deck');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'r2', note: 'Sent the deck' }));
    expect(client.getQueryData(['admin-widget', 'r2'])).toBeUndefined();
  });
});

describe('InternalNoteForm', () => {
  it('refuses a blank note on its field and sends nothing', async () => {
    const save = vi.fn(async () => ({}));
    const { user } = renderUi(<InternalNoteForm strings="adminSamples.note" save={save} onSaved={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /Internal note/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(screen.getByRole('textbox', { name: /Internal note/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of the note on its field and keeps the text', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', 'bad', { note: 'errors.invalidFormat' });
    });
    const { user } = renderUi(<InternalNoteForm strings="adminSamples.note" save={save} onSaved={() => {}} />);
    const box = screen.getByRole('textbox', { name: /Internal note/ });
    await user.type(box, 'Called');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('This format is not valid.')));
    expect(box).toHaveValue('Called');
  });
});
