import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminChatDetailSchema,
  adminChatPageSchema,
  chatConversationSchema,
  chatMessageSchema,
} from '@formulab/shared/chat/chat.schema';
import { pipelineSummarySchema } from '@formulab/shared/pipeline/pipeline.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import {
  CHAT_ID,
  chatConversation,
  chatDetail,
  chatMessage,
  chatPage,
  chatRow,
  customerWork,
} from '../../test/fixtures/admin-workflow-support.ts';
import { itLoadsAgainAfterAnError, itSaysWhenEmpty, itSendsTheSearch, type ListScreen } from '../../test/list-cases.tsx';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './chats.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/chats' });
const c = admin.adminChats;
const LIST = '/api/admin/chats';
const CHAT = `${LIST}/:id`;
const list: ListScreen<typeof adminChatPageSchema> = {
  me: adminMe,
  open,
  url: '/admin/chats',
  list: LIST,
  schema: adminChatPageSchema,
  page: chatPage([chatRow()]),
  // the row of Mina Kim's conversation
  findRow: async () => {
    const row = await screen.findByTestId('chat-row');
    expect(row).toHaveTextContent('Mina Kim');
    return row;
  },
};

/** The conversation's own calls: its detail, the customer's work, and the read receipts (204). */
function conversation(detail = chatDetail()) {
  answer.get(CHAT, adminChatDetailSchema, detail);
  answer.get(`${CHAT}/customer-work`, pipelineSummarySchema, customerWork());
  return answer.post(`${CHAT}/read`, z.undefined(), undefined, { status: 204 });
}

describe('/admin/chats — conversations with customers', () => {
  it('lists the open conversations with their unread counts and asks for another filter when picked', async () => {
    signedInAs(adminMe);
    const closed = chatRow({
      id: crypto.randomUUID(),
      ref: 'C-000004',
      state: 'closed',
      unread: 0,
      customer: { id: 'u-2', name: 'Jisoo Park', companyName: 'Hanbit Cosmetics', email: 'jisoo@hanbit.kr' },
    });
    const calls = answer.get(LIST, adminChatPageSchema, ({ query }) =>
      chatPage(query.get('filter') === 'closed' ? [closed] : [chatRow()]),
    );
    const { user, router } = open('/admin/chats');
    const [row] = await screen.findAllByTestId('chat-row');
    expect(row).toHaveTextContent('Mina Kim');
    expect(row).toHaveTextContent('Is the cica cream sample shipped yet?');
    expect(within(row!).getByLabelText(c.unread_other.replace('{{count}}', '2'))).toHaveTextContent('2');
    expect(screen.getByText(c.count_one.replace('{{count}}', '1'))).toBeVisible();
    expect(screen.getByText(c.pickTitle)).toBeVisible();
    expect(calls.last?.query.get('filter')).toBe('open');

    await user.click(screen.getByRole('radio', { name: c.filters.closed }));
    expect(await screen.findByText('Jisoo Park')).toBeVisible();
    expect(screen.queryByText('Mina Kim')).toBeNull();
    expect(calls.last?.query.get('filter')).toBe('closed');
    expect(urlOf(router)).toBe('/admin/chats?filter=closed');
  });

  itSendsTheSearch('sends the search to the server and keeps it in the URL', list, {
    from: '/admin/chats?filter=all',
    answers: ({ query }) => chatPage(query.get('q') === 'Glow' ? [chatRow()] : []),
    waitingText: c.empty.all,
    box: c.search,
    typed: 'Glow',
    sent: { q: 'Glow', filter: 'all' },
    to: '/admin/chats?filter=all&q=Glow',
  });

  it('says "more than" when a search of many customers counted its matches up to the cap', async () => {
    signedInAs(adminMe);
    answer.get(LIST, adminChatPageSchema, { ...chatPage([chatRow()]), total: 1001, totalCapped: true });
    open('/admin/chats?filter=all&q=cosmetics');
    expect(await screen.findByText(c.countCapped.replace('{{total}}', '1,000'))).toBeVisible();
  });

  it("opens a conversation beside the customer's open work and marks it read", async () => {
    signedInAs(adminMe);
    answer.get(LIST, adminChatPageSchema, chatPage([chatRow()]));
    const read = conversation();
    const { user, router } = open('/admin/chats');
    await user.click(await screen.findByTestId('chat-row'));
    expect(urlOf(router)).toBe(`/admin/chats?id=${CHAT_ID}`);
    const pane = await screen.findByRole('region', { name: c.conversationWith.replace('{{name}}', 'Mina Kim') });
    expect(await within(pane).findByText('Hello, a question about S-000012.')).toBeVisible();
    expect(within(pane).getByText(/C-000003/)).toBeVisible();
    const work = screen.getByRole('complementary', { name: c.work });
    expect(await within(work).findByRole('link', { name: 'S-000012' })).toHaveAttribute(
      'href',
      '/admin/sample-requests?id=0c6f3f2a-51d4-4d8e-9b7a-3e2f1a0b9c12',
    );
    expect(within(work).getByText(c.areas.samples.replace('{{count}}', '1'))).toBeVisible();
    await waitFor(() => expect(read.last?.body).toEqual({ upTo: 42 }));
  });

  it('sends a message with its own id and shows it in the conversation', async () => {
    signedInAs(adminMe);
    answer.get(LIST, adminChatPageSchema, chatPage([chatRow()]));
    conversation(chatDetail({ conversation: chatConversation({ unread: 0, staffReadId: 42 }) }));
    answer.post(`${CHAT}/typing`, z.undefined(), undefined, { status: 204 });
    const sent = answer.post(`${CHAT}/messages`, chatMessageSchema, ({ body }) =>
      chatMessage({
        id: 43,
        senderRole: 'staff',
        senderName: 'Staff',
        body: 'It left our lab this morning: CJ 6012 3456 7890.',
        clientId: (body as { clientId: string }).clientId,
        createdAt: '2026-06-10T05:02:00.000Z',
      }),
    );
    const { user } = open(`/admin/chats?id=${CHAT_ID}`);
    const box = await screen.findByRole('textbox', { name: en.chat.message });
    await user.click(box);
    await user.paste('It left our lab this morning: CJ 6012 3456 7890.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    // the copy shown at once gives way to the stored message
    const pane = screen.getByRole('region', { name: c.conversationWith.replace('{{name}}', 'Mina Kim') });
    await waitFor(() => expect(within(pane).queryByText(en.chat.sending)).toBeNull());
    expect(within(pane).getByText('It left our lab this morning: CJ 6012 3456 7890.')).toBeVisible();
    expect(sent.last?.params.id).toBe(CHAT_ID);
    expect(sent.last?.body).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: 'It left our lab this morning: CJ 6012 3456 7890.',
    });
    expect(box).toHaveValue('');
  });

  it('closes a conversation once asked, and offers to reopen it', async () => {
    signedInAs(adminMe);
    answer.get(LIST, adminChatPageSchema, chatPage([chatRow()]));
    conversation(chatDetail({ conversation: chatConversation({ unread: 0, staffReadId: 42 }) }));
    const closed = answer.post(`${CHAT}/close`, chatConversationSchema, chatConversation({ state: 'closed', unread: 0 }));
    const { user } = open(`/admin/chats?id=${CHAT_ID}`);
    await user.click(await screen.findByRole('button', { name: c.close }));
    const confirm = screen.getByRole('dialog', { name: c.closeTitle });
    expect(within(confirm).getByText(c.closeBody)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: c.close }));
    expect(await screen.findByRole('button', { name: c.reopen })).toBeVisible();
    expect(closed).toHaveLength(1);
    expect(closed.last?.params.id).toBe(CHAT_ID);
  });

  itSaysWhenEmpty('says when there is no open conversation', list, {
    page: chatPage([]),
    texts: [c.empty.open, c.count_other.replace('{{count}}', '0')],
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: en.apiErrors.INTERNAL,
    retry: c.retry,
  });

  it('says not found for a conversation that is gone', async () => {
    signedInAs(adminMe);
    answer.get(LIST, adminChatPageSchema, chatPage([]));
    refuse('get', CHAT, 404, 'NOT_FOUND');
    open(`/admin/chats?id=${CHAT_ID}`);
    expect(await screen.findByText(en.apiErrors.NOT_FOUND)).toBeVisible();
    expect(screen.getByRole('button', { name: c.retry })).toBeVisible();
  });
});
