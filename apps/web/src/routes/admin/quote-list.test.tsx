import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteDetailSchema, quotePageSchema } from '@formulab/shared/quotes/quotes.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { staffQuoteDetail, staffQuotePage, staffQuoteSummary } from '../../test/fixtures/admin-workflow.ts';
import { QUOTE_ID, quoteDetail, saigonShipTo } from '../../test/fixtures/quotes.ts';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itSaysNotFoundInTheDrawer,
  itSaysWhenEmpty,
  itSendsTheSearch,
  openFromTheRow,
  openTheDrawer,
  staffQueue,
  stateTab,
} from '../../test/list-cases.tsx';
import { adminMe, answer, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './quote-list.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/quote-list' });
const q = admin.adminQuotes;
const LIST = '/api/admin/quotes';
const starts = (text: string) => new RegExp(`^${text}`);
const queue = staffQueue({
  open,
  url: '/admin/quote-list',
  list: LIST,
  schema: quotePageSchema,
  page: staffQuotePage([staffQuoteSummary()], { requested: 1 }),
  row: 'Q-000042',
  drawer: { title: q.detail.title, schema: quoteDetailSchema },
});
/** The quote `detail` opened from the URL, and its drawer. */
const openQuote = (detail: ReturnType<typeof staffQuoteDetail>) =>
  openTheDrawer(queue, { id: QUOTE_ID, schema: quoteDetailSchema, detail, drawer: q.detail.title });

describe('/admin/quote-list — staff queue of quotes', () => {
  const quoted = staffQuoteSummary({
    id: crypto.randomUUID(),
    ref: 'Q-000043',
    number: 43,
    state: 'quoted',
    unitPrice: 3200,
    total: 16_000_000,
    vat: 1_600_000,
    amountDue: 17_600_000,
    validUntil: '2026-12-31',
  });
  itAsksForOneState('lists the quotes under state tabs with their counts and asks for one state when a tab is picked', queue, {
    answers: ({ query }) =>
      staffQuotePage(query.get('state') === 'quoted' ? [quoted] : [staffQuoteSummary(), quoted], { requested: 1, quoted: 1 }),
    atFirst: (_, ref) => {
      const row = ref.closest('tr')!;
      expect(row).toHaveTextContent('Mina Kim');
      expect(row).toHaveTextContent(en.workflow.states.quote.requested);
      // what the customer pays, VAT included
      expect(screen.getByRole('columnheader', { name: q.columns.total })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Q-000043' }).closest('tr')).toHaveTextContent('₩17,600,000');
      expect(stateTab(q.all, 2)).toHaveAttribute('aria-selected', 'true');
      expect(stateTab(en.workflow.states.quote.requested, 1)).toBeVisible();
    },
    tab: en.workflow.states.quote.quoted,
    count: 1,
    state: 'quoted',
    gone: 'Q-000042',
    shown: 'Q-000043',
  });

  itSendsTheSearch('sends the search to the server and keeps it in the URL', queue, {
    answers: ({ query }) => staffQuotePage(query.get('q') === 'Q-42' ? [staffQuoteSummary()] : [], { requested: 1 }),
    waitingText: q.empty,
    box: q.search,
    typed: 'Q-42',
    sent: { q: 'Q-42' },
    to: '/admin/quote-list?q=Q-42',
  });

  it("opens a request in the drawer with its customer, the customer's note and the delivery", async () => {
    const detail = staffQuoteDetail({ shipTo: saigonShipTo(), incoterm: 'DAP' });
    const { drawer, reads } = await openFromTheRow(queue, { id: QUOTE_ID, detail });
    expect(await within(drawer).findByRole('heading', { name: 'Q-000042' })).toBeVisible();
    expect(within(drawer).getByText('Mina Kim · Glow Lab')).toBeVisible();
    expect(within(drawer).getByText('Matte finish, please.')).toBeVisible();
    // where the goods go, on which incoterm
    const delivery = within(drawer).getByTestId('delivery-facts');
    expect(within(delivery).getByText('Saigon warehouse')).toBeVisible();
    expect(within(delivery).getByText('Vietnam')).toBeVisible();
    expect(within(delivery).getByText(en.workflow.delivery.incoterms.DAP)).toBeVisible();
    expect(reads.last?.params.id).toBe(QUOTE_ID);
  });

  it('answers a request with its line items and the version it saw', async () => {
    const { user, drawer } = await openQuote(staffQuoteDetail());
    const sent = answer.post(`${LIST}/:id/answer`, quoteDetailSchema, () =>
      staffQuoteDetail({ state: 'quoted', version: 6, revisions: quoteDetail().revisions, actions: ['quote'] }),
    );
    await within(drawer).findByRole('heading', { name: 'Q-000042' });
    await user.click(within(drawer).getByRole('button', { name: en.workflow.actions.quote.quote }));
    const form = within(drawer).getByTestId('answer-form');
    // one line is enough: the two others are removed
    await user.click(within(form).getByRole('button', { name: q.answer.removeLine.replace('{{n}}', '3') }));
    await user.click(within(form).getByRole('button', { name: q.answer.removeLine.replace('{{n}}', '2') }));
    await user.click(within(form).getByRole('textbox', { name: q.answer.labelOf.replace('{{n}}', '1') }));
    await user.paste('Bulk, 750 kg toner, filled');
    await user.click(within(form).getByRole('textbox', { name: q.answer.amountOf.replace('{{n}}', '1') }));
    await user.paste('16000000');
    // the supply amount, the 10 % VAT it carries (a delivery in Korea) and what the customer pays, live
    expect(within(form).getByTestId('answer-total')).toHaveTextContent(q.answer.total.replace('{{total}}', '₩16,000,000'));
    expect(within(form).getByTestId('answer-vat')).toHaveTextContent(
      `${en.workflow.amounts.vat.replace('{{rate}}', '10')} ₩1,600,000`,
    );
    expect(within(form).getByTestId('answer-amount-due')).toHaveTextContent(`${en.workflow.amounts.amountDue} ₩17,600,000`);
    expect(within(form).getByTestId('answer-unit-price')).toHaveTextContent('₩3,200');
    await user.click(within(form).getByRole('button', { name: q.answer.send }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(QUOTE_ID);
    expect(sent.last?.body).toMatchObject({
      version: 5,
      lines: [{ kind: 'formulation', label: 'Bulk, 750 kg toner, filled', amount: 16_000_000 }],
      leadTimeDays: 30,
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await within(drawer).findByText(q.detail.current.replace('{{n}}', '1'))).toBeVisible();
    // the answer as the customer sees it: supply amount, VAT and the total to pay
    expect(within(drawer).getByTestId('quote-supply')).toHaveTextContent('₩16,000,000');
    expect(within(drawer).getByTestId('quote-vat')).toHaveTextContent('₩1,600,000');
    expect(within(drawer).getByTestId('quote-total')).toHaveTextContent('₩17,600,000');
  });

  /** Opens the answer form of the quote `detail` in the drawer; returns it and its amount fields. */
  async function answerFormOf(detail: Parameters<typeof staffQuoteDetail>[0]) {
    const { user, drawer } = await openQuote(staffQuoteDetail(detail));
    await within(drawer).findByRole('heading', { name: 'Q-000042' });
    await user.click(within(drawer).getByRole('button', { name: en.workflow.actions.quote.quote }));
    const form = within(drawer).getByTestId('answer-form');
    const amount = (n: number) => within(form).getByRole('textbox', { name: q.answer.amountOf.replace('{{n}}', String(n)) });
    return { user, form, amount };
  }

  it('works out no VAT on an export as the lines are typed', async () => {
    const { user, form, amount } = await answerFormOf({ shipTo: saigonShipTo(), incoterm: 'FOB', taxTreatment: 'zero_rated' });
    await user.click(amount(1));
    await user.paste('1000000');
    await user.click(amount(2));
    await user.paste('250000');
    await waitFor(() =>
      expect(within(form).getByTestId('answer-total')).toHaveTextContent(q.answer.total.replace('{{total}}', '₩1,250,000')),
    );
    expect(within(form).getByTestId('answer-vat')).toHaveTextContent(`${en.workflow.amounts.vatZeroRated} ₩0`);
    expect(within(form).getByTestId('answer-amount-due')).toHaveTextContent(`${en.workflow.amounts.amountDue} ₩1,250,000`);
  });

  it('prices a request made before VAT was itemised as a sale in Korea, as the server does', async () => {
    const { user, form, amount } = await answerFormOf({ taxTreatment: null });
    await user.click(amount(1));
    await user.paste('1000005');
    // 10 %, under the won dropped
    await waitFor(() =>
      expect(within(form).getByTestId('answer-vat')).toHaveTextContent(
        `${en.workflow.amounts.vat.replace('{{rate}}', '10')} ₩100,000`,
      ),
    );
    expect(within(form).getByTestId('answer-amount-due')).toHaveTextContent('₩1,100,005');
  });

  it('declines a request with a reason and the version it saw', async () => {
    const { user, drawer } = await openQuote(staffQuoteDetail());
    const sent = answer.post(`${LIST}/:id/transitions`, quoteDetailSchema, () =>
      staffQuoteDetail({ state: 'declined', version: 6, declineReason: 'Minimum order is 10,000 units.', actions: [] }),
    );
    await user.click(await within(drawer).findByRole('button', { name: en.workflow.actions.quote.decline }));
    const dialog = screen.getByRole('dialog', { name: en.workflow.actions.quote.decline });
    expect(within(dialog).getByText(en.workflow.confirm.quote.decline)).toBeVisible();
    await user.click(within(dialog).getByRole('textbox', { name: starts(en.workflow.fields.reason) }));
    await user.paste('Minimum order is 10,000 units.');
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.quote.decline }));
    expect(await within(drawer).findByText(q.detail.declineReason)).toBeVisible();
    expect(sent.last?.body).toEqual({ action: 'decline', version: 5, reason: 'Minimum order is 10,000 units.' });
  });

  itSaysWhenEmpty('says when no quote has been requested yet', queue, {
    page: staffQuotePage([]),
    texts: [q.empty, q.emptyHint],
    also: () => expect(screen.queryByRole('button', { name: q.clear })).toBeNull(),
  });

  itLoadsAgainAfterAnError('says the queue could not be loaded and loads it again on request', queue, {
    error: en.apiErrors.INTERNAL,
    retry: q.retry,
  });

  it('says why the tabs carry no numbers when a search matches more than the server counts', async () => {
    signedInAs(adminMe);
    // past the cap (decision 0032) the server sends no counts and a total of the cap + 1
    answer.get(LIST, quotePageSchema, ({ query }) =>
      query.get('q') === '크림'
        ? { ...staffQuotePage([staffQuoteSummary()]), counts: null, total: 1_001, totalCapped: true }
        : staffQuotePage([staffQuoteSummary()], { requested: 1 }),
    );
    open('/admin/quote-list?q=%ED%81%AC%EB%A6%BC');
    expect(await screen.findByText(admin.adminKit.countsCapped.replace('{{cap}}', '1,000'))).toBeVisible();
    expect(
      screen.getByText(admin.adminKit.rangeCapped.replace('{{from}}', '1').replace('{{to}}', '1').replace('{{total}}', '1,000')),
    ).toBeVisible();
    // every state is offered, none with a number
    expect(screen.getByRole('tab', { name: q.all })).toBeVisible();
    expect(screen.getByRole('tab', { name: en.workflow.states.quote.quoted })).toBeVisible();
  });

  it('counts the tabs and says nothing of a cap for a search under it', async () => {
    signedInAs(adminMe);
    answer.get(LIST, quotePageSchema, staffQuotePage([staffQuoteSummary()], { requested: 1 }));
    open('/admin/quote-list?q=Q-42');
    expect(await screen.findByRole('button', { name: 'Q-000042' })).toBeVisible();
    expect(stateTab(q.all, 1)).toBeVisible();
    expect(screen.queryByText(starts(admin.adminKit.countsCapped.slice(0, 10)))).toBeNull();
  });

  itSaysNotFoundInTheDrawer('shows the drawer loading, then not found for a quote that is gone', queue, {
    id: QUOTE_ID,
    drawer: q.detail.title,
    also: () => expect(screen.getByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true'),
  });
});
