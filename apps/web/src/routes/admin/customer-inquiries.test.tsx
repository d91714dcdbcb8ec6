import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inquiryDetailSchema, inquiryPageSchema } from '@formulab/shared/inquiries/inquiries.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { STAFF_INQUIRY_ID, inquiryPage, staffInquiryDetail, staffInquirySummary } from '../../test/fixtures/inquiries.ts';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itSaysNotFoundInTheDrawer,
  itSaysWhenEmpty,
  itSendsTheSearch,
  openFromTheRow,
  openTheDrawer,
  type Answer,
  staffQueue,
  stateTab,
} from '../../test/list-cases.tsx';
import { answer, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './customer-inquiries.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/customer-inquiries' });
const i = admin.adminInquiries;
const LIST = '/api/admin/inquiries';
const TITLE = 'Can the toner sample be made without phenoxyethanol?';
const queue = staffQueue({
  open,
  url: '/admin/customer-inquiries',
  list: LIST,
  schema: inquiryPageSchema,
  page: inquiryPage([staffInquirySummary()], { open: 1 }),
  row: 'I-000019',
  drawer: { title: i.detail.title, schema: inquiryDetailSchema },
});
/** The inquiry `detail` opened from the URL, and its drawer. */
const openInquiry = (detail: Answer<typeof inquiryDetailSchema>) =>
  openTheDrawer(queue, { id: STAFF_INQUIRY_ID, schema: inquiryDetailSchema, detail, drawer: i.detail.title });

describe('/admin/customer-inquiries — staff queue of 1:1 inquiries', () => {
  const answered = staffInquirySummary({
    id: crypto.randomUUID(),
    ref: 'I-000020',
    number: 20,
    title: 'Invoice for O-000007',
    category: 'payment',
    state: 'answered',
    lastMessageBy: 'staff',
  });
  itAsksForOneState('lists the inquiries under state tabs with their counts and asks for one state when a tab is picked', queue, {
    answers: ({ query }) =>
      inquiryPage(query.get('state') === 'answered' ? [answered] : [staffInquirySummary(), answered], { open: 1, answered: 1 }),
    atFirst: (calls, ref) => {
      const row = ref.closest('tr')!;
      expect(row).toHaveTextContent(TITLE);
      expect(row).toHaveTextContent(en.support.categories.sample);
      expect(row).toHaveTextContent('Mina Kim');
      expect(row).toHaveTextContent(i.waiting);
      expect(stateTab(en.support.tabs.all, 2)).toHaveAttribute('aria-selected', 'true');
      expect(calls.last?.query.get('sort')).toBe('newest');
    },
    tab: en.workflow.states.inquiry.answered,
    count: 1,
    state: 'answered',
    gone: 'I-000019',
    shown: 'I-000020',
  });

  itSendsTheSearch('sends the search to the server and keeps it in the URL', queue, {
    from: '/admin/customer-inquiries?category=sample',
    answers: ({ query }) => inquiryPage(query.get('q') === 'phenoxyethanol' ? [staffInquirySummary()] : [], { open: 1 }),
    waitingText: i.emptyFiltered,
    box: i.search,
    typed: 'phenoxyethanol',
    sent: { q: 'phenoxyethanol', category: 'sample' },
    to: '/admin/customer-inquiries?category=sample&q=phenoxyethanol',
  });

  it('opens an inquiry in the drawer and sends the answer', async () => {
    const reply = 'Yes: 1,2-Hexanediol at 2 % works in this toner. We will send a new sample.';
    const sent = answer.post(`${LIST}/:id/messages`, inquiryDetailSchema, () =>
      staffInquiryDetail({
        state: 'answered',
        lastMessageBy: 'staff',
        messageCount: 2,
        messages: [
          ...staffInquiryDetail().messages,
          { id: 2, author: 'staff', authorName: 'Staff', body: reply, attachments: [], at: '2026-06-02T02:00:00.000Z' },
        ],
      }),
    );
    const { user, drawer } = await openFromTheRow(queue, { id: STAFF_INQUIRY_ID, detail: staffInquiryDetail() });
    expect(await within(drawer).findByRole('heading', { name: 'I-000019' })).toBeVisible();
    expect(within(drawer).getByText(TITLE)).toBeVisible();
    expect(within(drawer).getByText(/Is 1,2-Hexanediol possible instead\?/)).toBeVisible();

    await user.click(within(drawer).getByRole('textbox', { name: i.detail.answerLabel }));
    await user.paste(reply);
    await user.click(within(drawer).getByRole('button', { name: i.detail.send }));
    expect(await within(drawer).findByText(reply)).toBeVisible();
    expect(sent.last?.params.id).toBe(STAFF_INQUIRY_ID);
    // an inquiry has no version: staff's answer is a message, not a guarded transition
    expect(sent.last?.body).toEqual({ body: reply, attachmentIds: [] });
    expect(within(drawer).getByText(en.workflow.states.inquiry.answered)).toBeVisible();
  });

  it('closes an inquiry once asked', async () => {
    const { user, drawer } = await openInquiry(staffInquiryDetail());
    const closed = answer.post(`${LIST}/:id/close`, inquiryDetailSchema, () =>
      staffInquiryDetail({ state: 'closed', actions: [] }),
    );
    await user.click(await within(drawer).findByRole('button', { name: i.detail.close }));
    const confirm = screen.getByRole('dialog', { name: i.detail.closeTitle });
    expect(within(confirm).getByText(i.detail.closeBody)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: i.detail.close }));
    expect(await within(drawer).findByText(i.detail.closedHint)).toBeVisible();
    expect(closed).toHaveLength(1);
    expect(closed.last?.body).toEqual({ version: 3 });
  });

  it('a close refused because the customer wrote meanwhile says so and shows what they wrote', async () => {
    let stored = staffInquiryDetail();
    const { user, drawer, reads } = await openInquiry(() => stored);
    refuse('post', `${LIST}/:id/close`, 409, 'CHANGED_MEANWHILE', undefined, { record: 'inquiry' });
    await user.click(await within(drawer).findByRole('button', { name: i.detail.close }));
    const confirm = screen.getByRole('dialog', { name: i.detail.closeTitle });
    // the customer adds a question while staff confirm
    const base = staffInquiryDetail();
    stored = staffInquiryDetail({
      version: 4,
      messageCount: 2,
      messages: [
        ...base.messages,
        {
          id: 2,
          author: 'customer',
          authorName: 'Mina Kim',
          body: 'And for the cream too?',
          attachments: [],
          at: '2026-06-02T01:00:00.000Z',
        },
      ],
    });
    await user.click(within(confirm).getByRole('button', { name: i.detail.close }));
    await waitFor(() => expect(notificationsStore.getState().notifications.at(-1)?.message).toBe(en.changedMeanwhile.inquiry));
    await waitFor(() => expect(reads.length).toBeGreaterThan(1));
    expect(await within(drawer).findByText('And for the cream too?')).toBeVisible();
    expect(within(drawer).queryByText(i.detail.closedHint)).toBeNull();
  });

  itSaysWhenEmpty('says when no inquiry has come in yet', queue, { page: inquiryPage([]), texts: [i.empty, i.emptyHint] });

  itLoadsAgainAfterAnError('says the queue could not be loaded and loads it again on request', queue, {
    error: en.apiErrors.INTERNAL,
    retry: i.retry,
  });

  itSaysNotFoundInTheDrawer('says not found in the drawer for an inquiry that is gone', queue, {
    id: STAFF_INQUIRY_ID,
    drawer: i.detail.title,
  });
});
