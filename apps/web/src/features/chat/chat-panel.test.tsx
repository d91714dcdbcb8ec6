import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatMessageSchema, myChatSchema } from '@formulab/shared/chat/chat.schema';
import en from '../../i18n/en.json';
import { chatConversation, chatMessage } from '../../test/fixtures/admin-workflow-support.ts';
import { answer, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { ChatLauncher } from './chat-launcher.tsx';
import { ChatPanel } from './chat-panel.tsx';

const c = en.chat;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Mina's conversation: her question (41), then staff's answer (42), which she has not read yet. */
function myChat(over: Partial<Parameters<typeof chatConversation>[0]> = {}) {
  return {
    conversation: chatConversation({ customerReadId: 41, staffReadId: 41, unread: 1, ...over }),
    messages: [
      chatMessage({ id: 41, body: 'Is my sample shipped yet?', clientId: 'c-41' }),
      chatMessage({ id: 42, senderRole: 'staff', senderName: 'Jisoo', body: 'It leaves today.' }),
    ],
    hasMore: false,
  };
}

function renderPanel() {
  // typing tells staff (answered, not checked here)
  answer.post('/api/chat/typing', myChatSchema.shape.hasMore, true);
  const onClose = vi.fn();
  return { ...renderUi(<ChatPanel onClose={onClose} />), onClose };
}

describe('ChatPanel — the customer’s chat with staff', () => {
  it('shows the conversation, names staff, and marks what I see as read', async () => {
    answer.get('/api/chat', myChatSchema, myChat());
    const read = answer.post('/api/chat/read', myChatSchema.shape.hasMore, true);
    renderPanel();
    const log = await screen.findByRole('log', { name: c.title });
    expect(within(log).getByText('Is my sample shipped yet?')).toBeVisible();
    expect(within(log).getByText('It leaves today.')).toBeVisible();
    expect(within(log).getByText(c.staffName.replace('{{name}}', 'Jisoo'))).toBeVisible();
    await waitFor(() => expect(read).toHaveLength(1));
    expect(read.last?.body).toEqual({ upTo: 42 });
  });

  it('puts the cursor in the message box once the chat has loaded, also when opened before it had', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 0, customerReadId: 42 }));
    renderPanel();
    // while the chat loads the box is disabled and cannot take focus
    await screen.findByRole('log', { name: c.title });
    await waitFor(() => expect(screen.getByRole('textbox', { name: c.message })).toHaveFocus());
  });

  it('sends a message with an id of its own and shows it in the conversation', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 0, customerReadId: 42 }));
    const sent = answer.post('/api/chat/messages', chatMessageSchema, ({ body }) =>
      chatMessage({ id: 43, body: 'Thank you!', clientId: (body as { clientId: string }).clientId }),
    );
    const { user } = renderPanel();
    await screen.findByRole('log', { name: c.title });
    const box = screen.getByRole('textbox', { name: c.message });
    await user.type(box, '  Thank you!  {Enter}');
    expect(await within(screen.getByRole('log')).findByText('Thank you!')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({ clientId: expect.stringMatching(UUID), body: 'Thank you!' });
    expect(box).toHaveValue('');
    expect(screen.queryByText(c.sending)).toBeNull();
  });

  it('sends nothing empty: the send button waits for a message', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 0, customerReadId: 42 }));
    const { user } = renderPanel();
    await screen.findByRole('log', { name: c.title });
    const send = screen.getByRole('button', { name: c.send });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: c.message }), '   ');
    expect(send).toBeDisabled();
  });

  it('offers a message that could not be sent again, with the same id', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 0, customerReadId: 42 }));
    const failed = refuse('post', '/api/chat/messages', 500, 'INTERNAL');
    const { user } = renderPanel();
    await screen.findByRole('log', { name: c.title });
    await user.type(screen.getByRole('textbox', { name: c.message }), 'Hello?{Enter}');
    const retry = await screen.findByRole('button', { name: new RegExp(c.retry) });
    expect(retry).toHaveTextContent(en.apiErrors.INTERNAL);

    const sent = answer.post('/api/chat/messages', chatMessageSchema, ({ body }) =>
      chatMessage({ id: 43, body: 'Hello?', clientId: (body as { clientId: string }).clientId }),
    );
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(c.retry) })).toBeNull());
    expect((sent.last?.body as { clientId: string }).clientId).toBe((failed.last?.body as { clientId: string }).clientId);
    expect(within(screen.getByRole('log')).getAllByText('Hello?')).toHaveLength(1);
  });

  it('greets a customer who has not written yet', async () => {
    answer.get('/api/chat', myChatSchema, { conversation: null, messages: [], hasMore: false });
    renderPanel();
    expect(await screen.findByText(c.emptyTitle)).toBeVisible();
    expect(screen.getByText(c.emptyBody)).toBeVisible();
  });

  it('says a closed conversation opens again with the next message', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ state: 'closed', unread: 0, customerReadId: 42 }));
    renderPanel();
    expect(await screen.findByText(c.closedNote)).toBeVisible();
    expect(screen.getByRole('textbox', { name: c.message })).toBeEnabled();
  });

  it('says the conversation could not be loaded', async () => {
    refuse('get', '/api/chat', 500, 'INTERNAL');
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${c.loadError} ${en.apiErrors.INTERNAL}`);
  });

  it('closes with its button and with Escape', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 0, customerReadId: 42 }));
    const { user, onClose } = renderPanel();
    await screen.findByRole('log', { name: c.title });
    await user.click(screen.getByRole('button', { name: c.close }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ChatLauncher — the chat button', () => {
  it('counts the staff messages I have not read, and opens the panel', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 3 }));
    answer.post('/api/chat/read', myChatSchema.shape.hasMore, true);
    const { user } = renderUi(<ChatLauncher />);
    const button = await screen.findByRole('button', { name: en.chatLauncher.unread.replace('{{count}}', '3') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('3')).toBeVisible();
    await user.click(button);
    expect(await screen.findByTestId('chat-panel')).toBeVisible();
    // the message box is ready to type in
    expect(await screen.findByRole('textbox', { name: c.message })).toHaveFocus();
    // open, nothing is waiting to be read
    expect(screen.getByTestId('chat-launcher')).toHaveAccessibleName(en.chatLauncher.open);
    expect(screen.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens at once from a link with ?chat=open, and takes that off the address', async () => {
    answer.get('/api/chat', myChatSchema, myChat({ unread: 0, customerReadId: 42 }));
    const { router } = renderUi(<ChatLauncher />, { url: '/dashboard?chat=open&tab=x' });
    expect(await screen.findByTestId('chat-panel')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
  });
});
