import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inquiryDetailSchema, inquiryPageSchema } from '@formulab/shared/inquiries/inquiries.schema';
import en from '../../i18n/en.json';
import { INQUIRY_ID, inquiryDetail, inquiryMessage, inquiryPage, inquirySummary } from '../../test/fixtures/inquiries.ts';
import { itAsksForOneState, itLoadsAgainAfterAnError, itOpensACard, customerList } from '../../test/list-cases.tsx';
import { answer, customerMe, refuse, signedInAs, type Call } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './support.tsx';

const s = en.support;
const open = (url: string) => renderUi(<Component />, { url, path: '/support' });

/** A question still waiting for staff. */
const waiting = inquirySummary({
  id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  ref: 'I-000004',
  number: 4,
  category: 'payment',
  title: 'Tax invoice for O-000007',
  state: 'open',
  messageCount: 1,
  lastMessageBy: 'customer',
});

/** My inquiries: both, or those of the state asked for. */
function myInquiriesPage({ query }: Call) {
  const all = [inquirySummary(), waiting];
  const state = query.get('state');
  return inquiryPage(state ? all.filter((i) => i.state === state) : all, { answered: 1, open: 1 });
}

/** The list route answers my inquiries. */
function myInquiries() {
  return answer.get('/api/inquiries', inquiryPageSchema, myInquiriesPage);
}

const list = customerList({
  open,
  url: '/support',
  list: '/api/inquiries',
  schema: inquiryPageSchema,
  page: myInquiriesPage,
  row: 'I-000003',
});

describe('/support — my 1:1 inquiries', () => {
  itOpensACard('lists my inquiries, marks a new answer, and opens one beside the list', list, {
    page: myInquiriesPage,
    card: s.card.open.replace('{{ref}}', 'I-000003').replace('{{title}}', 'Lead time for a cream sample'),
    shows: (card) => {
      expect(card).toHaveTextContent(en.workflow.states.inquiry.answered);
      expect(card).toHaveTextContent(s.card.newAnswer);
      expect(card).toHaveTextContent(s.categories.sample);
      expect(card).toHaveTextContent('2 messages');
      const other = screen.getByRole('link', { name: /I-000004/ });
      expect(other).toHaveTextContent(en.workflow.states.inquiry.open);
      expect(other).not.toHaveTextContent(s.card.newAnswer);
    },
    to: `/support?id=${INQUIRY_ID}`,
    also: async () => {
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
    },
  });

  itAsksForOneState('asks the server for one state when a tab is picked', list, {
    answers: myInquiriesPage,
    tab: en.workflow.states.inquiry.open,
    state: 'open',
    gone: 'I-000003',
    shown: 'I-000004',
  });

  it('invites a customer without inquiries to ask one', async () => {
    signedInAs(customerMe);
    answer.get('/api/inquiries', inquiryPageSchema, inquiryPage([]));
    const { user, router } = open('/support');
    expect(await screen.findByText(s.list.empty.title)).toBeVisible();
    const status = screen.getByRole('status');
    await user.click(within(status).getByRole('link', { name: s.new }));
    expect(urlOf(router)).toBe('/support?new=1');
    expect(await screen.findByRole('dialog', { name: s.form.heading })).toBeVisible();
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: s.list.loadError,
    retry: s.list.retry,
  });

  it('sends a new inquiry and shows it at once', async () => {
    signedInAs(customerMe);
    myInquiries();
    const created = inquiryDetail({
      id: '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b',
      ref: 'I-000005',
      number: 5,
      category: 'quote',
      title: 'Quote for 10,000 tubes',
      state: 'open',
      messageCount: 1,
      lastMessageBy: 'customer',
      messages: [inquiryMessage({ body: 'Can you quote the calming cream in 50 mL tubes?' })],
      timeline: [],
    });
    const sent = answer.post('/api/inquiries', inquiryDetailSchema, created, { status: 201 });
    const { user, router } = open('/support?new=1');
    const form = await screen.findByRole('dialog', { name: s.form.heading });
    await user.click(within(form).getByRole('textbox', { name: new RegExp(`^${s.form.category}`) }));
    await user.click(await screen.findByRole('option', { name: s.categories.quote }));
    await user.click(within(form).getByRole('textbox', { name: new RegExp(`^${s.form.title}`) }));
    await user.paste('Quote for 10,000 tubes');
    await user.click(within(form).getByRole('textbox', { name: new RegExp(`^${s.form.body}`) }));
    await user.paste('Can you quote the calming cream in 50 mL tubes?');
    await user.click(within(form).getByRole('button', { name: s.form.send }));

    await waitFor(() => expect(urlOf(router)).toBe('/support?id=6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b'));
    expect(sent.last?.body).toEqual({
      category: 'quote',
      title: 'Quote for 10,000 tubes',
      body: 'Can you quote the calming cream in 50 mL tubes?',
      attachmentIds: [],
    });
    const detail = await screen.findByRole('dialog', { name: 'Quote for 10,000 tubes' });
    expect(within(detail).getByText('Can you quote the calming cream in 50 mL tubes?')).toBeVisible();
    expect(notificationsStore.getState().notifications.at(-1)?.title).toBe(s.form.sentTitle);
  });

  it('shows the conversation and sends a follow-up', async () => {
    signedInAs(customerMe);
    myInquiries();
    answer.get('/api/inquiries/:id', inquiryDetailSchema, inquiryDetail());
    const followUp = inquiryMessage({ id: 3, body: 'Does that include the weekend?', at: '2026-03-06T05:00:00.000Z' });
    const sent = answer.post('/api/inquiries/:id/messages', inquiryDetailSchema, () =>
      inquiryDetail({
        state: 'open',
        messageCount: 3,
        lastMessageBy: 'customer',
        messages: [...inquiryDetail().messages, followUp],
      }),
    );
    const { user } = open(`/support?id=${INQUIRY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Lead time for a cream sample' });
    const thread = within(drawer).getByRole('list', { name: s.thread.label });
    expect(within(thread).getByText(s.thread.you)).toBeVisible();
    expect(within(thread).getByText(s.thread.staff)).toBeVisible();
    expect(within(thread).getByText('About five working days after the fee is paid.')).toBeVisible();
    expect(within(drawer).getByText(s.detail.stateHint.answered)).toBeVisible();

    const box = within(drawer).getByRole('textbox', { name: s.detail.replyLabel });
    await user.click(box);
    await user.paste('Does that include the weekend?');
    await user.click(within(drawer).getByRole('button', { name: s.detail.send }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(INQUIRY_ID);
    expect(sent.last?.body).toEqual({ body: 'Does that include the weekend?', attachmentIds: [] });
    expect(await within(thread).findByText('Does that include the weekend?')).toBeVisible();
    expect(within(drawer).getByText(s.detail.stateHint.open)).toBeVisible();
    expect(box).toHaveValue('');
  });

  it('closes an inquiry once confirmed', async () => {
    signedInAs(customerMe);
    myInquiries();
    answer.get('/api/inquiries/:id', inquiryDetailSchema, inquiryDetail());
    const sent = answer.post(
      '/api/inquiries/:id/close',
      inquiryDetailSchema,
      inquiryDetail({ state: 'closed', actions: ['reply'] }),
    );
    const { user } = open(`/support?id=${INQUIRY_ID}`);
    await user.click(await screen.findByRole('button', { name: s.detail.close }));
    const confirm = await screen.findByRole('dialog', { name: s.detail.closeTitle });
    expect(confirm).toHaveTextContent(s.detail.closeBody);
    await user.click(within(confirm).getByRole('button', { name: s.detail.close }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // the version the screen saw: an answer that came meanwhile makes it 409 (next test)
    expect(sent.last?.body).toEqual({ version: 3 });
    expect(await screen.findByText(s.detail.stateHint.closed)).toBeVisible();
    // writing again reopens it
    expect(screen.getByRole('textbox', { name: s.detail.reopenLabel })).toBeVisible();
    expect(screen.queryByRole('button', { name: s.detail.close })).toBeNull();
  });

  it('a close refused because staff answered meanwhile says so and shows the answer', async () => {
    signedInAs(customerMe);
    myInquiries();
    let version = 3;
    const detail = answer.get('/api/inquiries/:id', inquiryDetailSchema, () =>
      version === 3 ? inquiryDetail() : inquiryDetail({ version, state: 'answered', messageCount: 3 }),
    );
    refuse('post', '/api/inquiries/:id/close', 409, 'CHANGED_MEANWHILE', undefined, { record: 'inquiry' });
    const { user } = open(`/support?id=${INQUIRY_ID}`);
    await user.click(await screen.findByRole('button', { name: s.detail.close }));
    const confirm = await screen.findByRole('dialog', { name: s.detail.closeTitle });
    version = 4;
    await user.click(within(confirm).getByRole('button', { name: s.detail.close }));
    await waitFor(() => expect(notificationsStore.getState().notifications.at(-1)?.message).toBe(en.changedMeanwhile.inquiry));
    await waitFor(() => expect(detail.length).toBeGreaterThan(1));
    expect(await screen.findByText(s.detail.stateHint.answered)).toBeVisible();
  });

  it("answers another customer's or a deleted inquiry with not found, and leads back", async () => {
    signedInAs(customerMe);
    myInquiries();
    refuse('get', '/api/inquiries/:id', 404, 'NOT_FOUND');
    const { user, router } = open(`/support?id=${INQUIRY_ID}`);
    expect(await screen.findByText(s.detail.notFound)).toBeVisible();
    await user.click(screen.getByRole('button', { name: s.detail.back }));
    expect(urlOf(router)).toBe('/support');
  });

  it('says why an inquiry could not be loaded', async () => {
    signedInAs(customerMe);
    myInquiries();
    refuse('get', '/api/inquiries/:id', 500, 'INTERNAL');
    open(`/support?id=${INQUIRY_ID}`);
    expect(await within(await screen.findByRole('dialog')).findByText(en.apiErrors.INTERNAL)).toBeVisible();
  });
});
