import { TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api.ts';
import { renderUi } from '../../test/render.tsx';
import { NotificationsHost } from '../notifications-host.tsx';
import { RecordForm, RecordLoadState, useRecordForm, useRecordSave } from './record-form.tsx';

const nameSchema = z.object({ name: z.string().trim().min(1, 'errors.required') });

type Saved = { id: string; name: string };

/** A one-field record form in the shape of the catalogue's and the shop's editors. */
function NameForm(props: {
  save: (values: { name: string }, keyFor: (body: unknown) => string) => Promise<Saved>;
  onSaved?: (saved: Saved) => unknown;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useRecordForm(nameSchema, (values: { name: string }) => values, { name: 'Bottle' });
  const { close, frame } = useRecordSave({
    form,
    dirty: form.isDirty(),
    onDirtyChange: props.onDirtyChange,
    onDone: props.onDone,
    save: props.save,
    onSaved: props.onSaved ?? (() => undefined),
    savedMessage: (saved) => `Saved ${saved.name}`,
  });
  return (
    <RecordForm
      {...frame}
      left={
        <button type="button" onClick={close}>
          Deleted elsewhere
        </button>
      }
      dialogs={<p>a dialog</p>}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
    </RecordForm>
  );
}

function setup(save: (values: { name: string }, keyFor: (body: unknown) => string) => Promise<Saved>) {
  const onDone = vi.fn();
  const onDirtyChange = vi.fn();
  const onSaved = vi.fn();
  const view = renderUi(
    <>
      <NotificationsHost autoClose={60_000} />
      <NameForm save={save} onSaved={onSaved} onDone={onDone} onDirtyChange={onDirtyChange} />
    </>,
  );
  return { ...view, onDone, onDirtyChange, onSaved };
}

describe('useRecordSave', () => {
  it('tells the drawer about unsaved changes, sends a double press once, says it is saved and closes', async () => {
    let answer: (saved: Saved) => void = () => {};
    const save = vi.fn(
      (values: { name: string }, keyFor: (body: unknown) => string) =>
        new Promise<Saved>((resolve) => {
          expect(keyFor(values)).toMatch(/^[0-9a-f-]{36}$/);
          answer = resolve;
        }),
    );
    const { user, onDone, onDirtyChange, onSaved } = setup(save);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tube');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    expect(screen.getByText(admin.adminKit.unsaved)).toBeVisible();
    // a double press: the second submit comes while the first is under way
    const form = name.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer({ id: 'r1', name: 'Tube' });

    expect(await screen.findByText('Saved Tube')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({ name: 'Tube' });
    expect(onSaved).toHaveBeenCalledWith({ id: 'r1', name: 'Tube' });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('checks a field with the shared schema when it is left, and refuses to send what the schema refuses', async () => {
    const save = vi.fn();
    const { user } = setup(save);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription(en.errors.required);
    await user.click(screen.getByRole('button', { name: en.common.save }));
    expect(name).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves on Ctrl+S from inside a field', async () => {
    const save = vi.fn((_values: { name: string }) => Promise.resolve({ id: 'r1', name: 'Tube' }));
    const { user, onDone } = setup(save);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tube');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ name: 'Tube' });
  });

  it('puts the server’s field errors on their fields and says so above the form, which stays open', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(400, 'VALIDATION', 'bad', { name: 'errors.required' })));
    const { user, onDone } = setup(save);
    await user.click(screen.getByRole('button', { name: en.common.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.VALIDATION);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(en.errors.required);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows any other refusal above the form and lets it be sent again', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(409, 'CHANGED_MEANWHILE', 'stale')));
    const { user, onDone } = setup(save);
    await user.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.CHANGED_MEANWHILE);

    await user.click(screen.getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes without saving on Cancel, or when the record went another way (a delete)', async () => {
    const save = vi.fn();
    const { user, onDone, onDirtyChange } = setup(save);
    expect(screen.getByText('a dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.cancel }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Deleted elsewhere' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('RecordLoadState', () => {
  const query = (over: Partial<UseQueryResult<unknown>>) =>
    ({ isPending: true, isError: false, error: null, ...over }) as UseQueryResult<unknown>;

  it('says why the record could not be loaded', () => {
    renderUi(
      <RecordLoadState
        query={query({ isPending: false, isError: true, error: new ApiError(404, 'NOT_FOUND', 'x') })}
        height={480}
      />,
    );
    expect(screen.getByText(en.apiErrors.NOT_FOUND)).toBeVisible();
  });

  it('holds the form’s place while it loads, with no error', () => {
    const { container } = renderUi(<RecordLoadState query={query({})} height={480} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
  });
});
