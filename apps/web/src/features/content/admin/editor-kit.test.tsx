import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { usePostEditor } from './editor-kit.tsx';

type Post = { id: string; title: string; version: number };

function Harness(p: {
  post?: Post;
  save: (id: string | null, body: { title: string; version?: number }, key?: string) => Promise<{ title: string }>;
  remove: (id: string) => Promise<void>;
  onDone: () => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { title: p.post?.title ?? '' } });
  const { submit, error, footer } = usePostEditor({
    form,
    post: p.post,
    group: 'adminContent.notices',
    refresh: [['notices']],
    input: (v) => ({ title: v.title.trim() }),
    save: p.save,
    remove: p.remove,
    onDone: p.onDone,
    onDirtyChange: () => {},
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Title" {...form.getInputProps('title')} />
      {error && <p role="alert">{error}</p>}
      {footer}
    </form>
  );
}

function open(post?: Post) {
  const save = vi.fn(async (_id: string | null, body: { title: string }) => ({ title: body.title }));
  const remove = vi.fn(async () => {});
  const onDone = vi.fn();
  return { ...renderUi(<Harness post={post} save={save} remove={remove} onDone={onDone} />), save, remove, onDone };
}

describe('usePostEditor', () => {
  it('creates a post once, with an idempotency key, and closes the form', async () => {
    const { user, save, onDone } = open();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' Spring hours ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith(null, { title: 'Spring hours', version: undefined }, expect.any(String));
    // a new post has nothing to delete
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('saves an edit with the version it was opened at, and no key', async () => {
    const { user, save } = open({ id: 'n1', title: 'Hours', version: 3 });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('n1', { title: 'Hours!', version: 3 }, undefined));
  });

  it('deletes a post only once the question is confirmed', async () => {
    const { user, remove, onDone } = open({ id: 'n1', title: 'Hours', version: 3 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this notice?');
    expect(dialog).toHaveTextContent('“Hours” and its attachments are deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('n1'));
    expect(onDone).toHaveBeenCalled();
  });
});
