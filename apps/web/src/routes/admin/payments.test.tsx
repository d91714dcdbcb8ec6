import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentDetailSchema, paymentPageSchema, type PaymentEventFacts } from '@formulab/shared/shop/payments.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { PURCHASE_ID } from '../../test/fixtures/admin-workflow.ts';
import { PAYMENT_ID, paymentDetail, paymentPage, paymentSummary } from '../../test/fixtures/admin-workflow-money.ts';
import {
  itLoadsAgainAfterAnError,
  itSaysNotFoundInTheDrawer,
  itSaysWhenEmpty,
  openFromTheRow,
  type ListScreen,
} from '../../test/list-cases.tsx';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './payments.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/payments' });
const s = admin.adminShop;
const pay = s.payments;
const LIST = '/api/admin/payments';
const starts = (text: string) => new RegExp(`^${text}`);
const row = () => screen.findByRole('button', { name: /^P-000031/ });
const list: ListScreen<typeof paymentPageSchema, typeof paymentDetailSchema> = {
  me: adminMe,
  open,
  url: '/admin/payments',
  list: LIST,
  schema: paymentPageSchema,
  page: paymentPage([paymentSummary()]),
  findRow: row,
  drawer: { title: pay.detail.title, schema: paymentDetailSchema },
};

describe('/admin/payments — every payment attempt', () => {
  it('lists the payments with their status, kind and amount, and exports them as CSV', async () => {
    signedInAs(adminMe);
    const failed = paymentSummary({
      id: crypto.randomUUID(),
      orderId: 'FL-S-000012-d4e5f6',
      orderName: '샘플 S-000012 히알루론 세럼',
      orderNameEn: 'Sample S-000012 히알루론 세럼',
      kind: 'sample',
      targetRef: 'S-000012',
      status: 'failed',
      amount: 130_000,
      approvedAt: null,
    });
    const calls = answer.get(LIST, paymentPageSchema, paymentPage([paymentSummary(), failed]));
    open('/admin/payments');
    const paid = (await row()).closest('tr')!;
    // what it paid in the reader's language (the gateway was told it in Korean)
    expect(paid).toHaveTextContent('Hyaluronic serum (50 ml) × 2');
    expect(paid).not.toHaveTextContent('히알루론 세럼 (50 ml)');
    expect(paid).toHaveTextContent(pay.status.paid);
    expect(paid).toHaveTextContent(s.kinds.purchase);
    expect(paid).toHaveTextContent('₩51,000');
    const sample = screen.getByRole('button', { name: /^S-000012/ }).closest('tr')!;
    expect(sample).toHaveTextContent(pay.status.failed);
    expect(sample).toHaveTextContent('₩130,000');
    expect(calls.last?.query.get('limit')).toBe('25');
    expect(screen.getByRole('link', { name: s.csv })).toHaveAttribute('href', '/api/admin/payments.csv');
  });

  it('sends the search with the filters, and the CSV follows them', async () => {
    signedInAs(adminMe);
    const calls = answer.get(LIST, paymentPageSchema, ({ query }) =>
      paymentPage(query.get('q') === 'P-000031' ? [paymentSummary()] : []),
    );
    const { user, router } = open('/admin/payments?status=paid&from=2026-05-01');
    expect(await screen.findByText(pay.emptyFiltered)).toBeVisible();
    expect(calls.last?.query.get('status')).toBe('paid');
    expect(calls.last?.query.get('from')).toBe('2026-05-01');
    await user.type(screen.getByRole('textbox', { name: pay.search }), 'P-000031{Enter}');
    expect(await row()).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('P-000031');
    expect(calls.last?.query.get('status')).toBe('paid');
    expect(urlOf(router)).toBe('/admin/payments?status=paid&from=2026-05-01&q=P-000031');
    expect(screen.getByRole('link', { name: s.csv })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?q=P-000031&status=paid&from=2026-05-01',
    );
  });

  it('opens a payment in the drawer with what it paid and its history', async () => {
    const { drawer, reads } = await openFromTheRow(list, { id: PAYMENT_ID, detail: paymentDetail() });
    expect(await within(drawer).findByRole('heading', { name: '₩51,000' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: `${s.kinds.purchase} P-000031` })).toHaveAttribute(
      'href',
      `/admin/order-list?view=purchases&purchase=${PURCHASE_ID}`,
    );
    expect(within(drawer).getByText('FL-P-000031-a1b2c3')).toBeVisible();
    expect(within(drawer).getByText(pay.events.confirmed)).toBeVisible();
    expect(within(drawer).getByTestId('payment-refundable')).toHaveTextContent('₩51,000');
    expect(reads.last?.params.id).toBe(PAYMENT_ID);
  });

  it("names the gateway's method in the reader's words (Toss answers in Korean), and an unknown one as given", async () => {
    signedInAs(adminMe);
    answer.get(LIST, paymentPageSchema, paymentPage([paymentSummary()]));
    answer.get(`${LIST}/:id`, paymentDetailSchema, paymentDetail({ gateway: 'toss', method: '카드' }));
    const first = open(`/admin/payments?id=${PAYMENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: pay.detail.title });
    expect(await within(drawer).findByText(`${s.gateways.toss} · ${s.methods.card}`)).toBeVisible();
    expect(within(drawer).queryByText(/카드/)).toBeNull();
    first.unmount();
    answer.get(`${LIST}/:id`, paymentDetailSchema, paymentDetail({ gateway: 'toss', method: '문화상품권' }));
    open(`/admin/payments?id=${PAYMENT_ID}`);
    expect(await screen.findByText(`${s.gateways.toss} · 문화상품권`)).toBeVisible();
  });

  it('words every line of the history in the reader’s language from its facts; an older line shows its log text', async () => {
    signedInAs(adminMe);
    answer.get(LIST, paymentPageSchema, paymentPage([paymentSummary()]));
    const at = '2026-05-10T03:01:00.000Z';
    const facts: PaymentEventFacts[] = [
      { say: 'started', amount: 51_000, gateway: 'toss' },
      { say: 'approved', gateway: 'test' },
      { say: 'captured', amount: 51_000, method: '카드', via: 'confirm' },
      { say: 'captured', amount: 51_000, method: null, via: 'webhook' },
      { say: 'replaced' },
      { say: 'paid_by_other', orderId: 'FLP000031-x' },
      { say: 'paid_offline' },
      { say: 'purchase_cancelled' },
      { say: 'reservation_ran_out' },
      { say: 'payment_failed', code: 'REJECT_CARD_PAYMENT' },
      { say: 'left_at_gateway' },
      { say: 'amount_mismatch', amount: 1_000, expected: 51_000 },
      { say: 'other_order_key' },
      { say: 'not_payable', kind: 'purchase', state: 'cancelled' },
      { say: 'not_payable', kind: 'order', state: null },
      { say: 'already_paid' },
      { say: 'declined', code: 'REJECT_CARD_PAYMENT', message: '한도 초과' },
      { say: 'declined', code: 'PAY_PROCESS_ABORTED', message: '' },
      { say: 'refunded', amount: 20_000, reason: '용기 파손' },
      { say: 'recorded_offline', amount: 130_000, staff: 'Kim Staff' },
      { say: 'recorded_offline', amount: 130_000, staff: null },
      { say: 'nothing_to_refund' },
      { say: 'given_back', kind: 'sample' },
      { say: 'gateway_status', status: 'EXPIRED' },
      { say: 'refunded_at_gateway', amount: 5_000 },
      { say: 'voided', amount: 51_000 },
    ];
    const events = [
      ...facts.map((f) => ({ at, type: 'webhook', detail: '', facts: f })),
      { at, type: 'confirmed', detail: 'confirm: 카드 51000 KRW', facts: null },
    ];
    answer.get(`${LIST}/:id`, paymentDetailSchema, paymentDetail({ events }));
    open(`/admin/payments?id=${PAYMENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: pay.detail.title });
    const history = await within(drawer).findByRole('region', { name: pay.detail.events });
    expect(await within(history).findByText(`₩51,000 via ${s.gateways.toss}`)).toBeVisible();
    const says = pay.says;
    for (const text of [
      says.captured_confirm.replace('{{paid}}', `₩51,000 · ${s.methods.card}`),
      says.captured_webhook.replace('{{paid}}', '₩51,000'),
      says.amount_mismatch.replace('{{amount}}', '₩1,000').replace('{{expected}}', '₩51,000'),
      says.not_payable.replace('{{kind}}', s.kinds.purchase).replace('{{state}}', en.workflow.states.purchase.cancelled),
      says.recorded_offline.replace('{{amount}}', '₩130,000').replace('{{staff}}', 'Kim Staff'),
      says.gateway_status.replace('{{status}}', says.statuses.EXPIRED),
      says.voided.replace('{{amount}}', '₩51,000'),
      // what a person typed and what the gateway said stay as written
      says.refunded.replace('{{amount}}', '₩20,000').replace('{{reason}}', '용기 파손'),
      says.declined.replace('{{message}}', '한도 초과').replace('{{code}}', 'REJECT_CARD_PAYMENT'),
      says.declined_code.replace('{{code}}', 'PAY_PROCESS_ABORTED'),
    ])
      expect(within(history).getByText(text)).toBeVisible();
    // every line is a sentence: no key, no unfilled placeholder; the older line as it was written
    const lines = within(history).getAllByText((_, el) => el?.tagName === 'P' && !!el.textContent);
    for (const line of lines) expect(line.textContent).not.toMatch(/adminShop\.|\{\{/);
    expect(within(history).getByText('confirm: 카드 51000 KRW')).toBeVisible();
  });

  /** Opens the payment, asks for a full refund of ₩51,000 with a reason; `confirm` confirms it. */
  async function askFullRefund() {
    const { user } = open(`/admin/payments?id=${PAYMENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: pay.detail.title });
    const form = await within(drawer).findByRole('form', { name: s.refund.title });
    await user.click(within(form).getByRole('button', { name: s.refund.full }));
    await user.click(within(form).getByRole('textbox', { name: starts(s.refund.reason) }));
    await user.paste('Bottle arrived cracked.');
    const label = s.refund.submitAmount.replace('{{amount}}', '₩51,000');
    await user.click(within(form).getByRole('button', { name: label }));
    const confirm = () =>
      user.click(within(screen.getByRole('dialog', { name: s.refund.confirmTitle })).getByRole('button', { name: label }));
    return { drawer, confirm };
  }

  it('refunds the whole payment once asked, with the reason given', async () => {
    signedInAs(adminMe);
    answer.get(LIST, paymentPageSchema, paymentPage([paymentSummary()]));
    // the server's record: refunded once the refund is made (the drawer reads it again afterwards)
    let stored = paymentDetail();
    answer.get(`${LIST}/:id`, paymentDetailSchema, () => stored);
    const refunded = answer.post(`${LIST}/:id/refunds`, paymentDetailSchema, () => {
      stored = paymentDetail({
        status: 'refunded',
        refundedAmount: 51_000,
        refundable: 0,
        refunds: [
          {
            id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
            amount: 51_000,
            reason: 'Bottle arrived cracked.',
            createdAt: '2026-05-12T01:00:00.000Z',
            byName: 'Staff',
          },
        ],
      });
      return stored;
    });
    const { drawer, confirm } = await askFullRefund();
    await confirm();
    expect(await within(drawer).findByText(s.refund.nothing)).toBeVisible();
    expect(within(drawer).getByText('Bottle arrived cracked.')).toBeVisible();
    expect(within(drawer).getByTestId('payment-refunded')).toHaveTextContent('₩51,000');
    expect(refunded.last?.params.id).toBe(PAYMENT_ID);
    // with what the drawer showed as left to refund: a refund by someone else since is refused
    expect(refunded.last?.body).toEqual({ amount: 51_000, reason: 'Bottle arrived cracked.', refundable: 51_000 });
  });

  it('a refund refused because someone refunded meanwhile says so and shows what is left', async () => {
    signedInAs(adminMe);
    answer.get(LIST, paymentPageSchema, paymentPage([paymentSummary()]));
    let stored = paymentDetail();
    const reads = answer.get(`${LIST}/:id`, paymentDetailSchema, () => stored);
    refuse('post', `${LIST}/:id/refunds`, 409, 'CHANGED_MEANWHILE', undefined, { record: 'payment' });
    const { drawer, confirm } = await askFullRefund();
    // another member of staff refunded 20,000 of it meanwhile
    stored = paymentDetail({ status: 'partially_refunded', refundedAmount: 20_000, refundable: 31_000 });
    await confirm();
    expect(await within(drawer).findByText(en.changedMeanwhile.payment)).toBeVisible();
    await waitFor(() => expect(reads.length).toBeGreaterThan(1));
    expect(await within(drawer).findByTestId('payment-refunded')).toHaveTextContent('₩20,000');
  });

  itSaysWhenEmpty('says when nobody has paid anything yet', list, { page: paymentPage([]), texts: [pay.empty, pay.emptyHint] });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: en.apiErrors.INTERNAL,
    retry: s.retry,
  });

  itSaysNotFoundInTheDrawer('says not found in the drawer for a payment that is gone', list, {
    id: PAYMENT_ID,
    drawer: pay.detail.title,
  });
});
