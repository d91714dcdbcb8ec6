import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDetailSchema } from '@formulab/shared/samples/samples.schema';
import { paymentCheckoutSchema } from '@formulab/shared/shop/payments.schema';
import en from '../../i18n/en.json';
import { RECIPE_ID, SAMPLE_ID, paymentCheckout, sampleDetail } from '../../test/fixtures/samples.ts';
import { adminMe, answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './sample-order.tsx';

const d = en.samples.detail;

const open = (id = SAMPLE_ID) =>
  renderUi(<Component />, {
    url: `/sampleOrder/${id}`,
    path: '/sampleOrder/:id',
    routes: [
      { path: '/login', element: <p>sign in</p> },
      { path: '/payment/test-gateway', element: <p>gateway</p> },
    ],
  });

/** Staff set a ₩45,000 fee: the customer pays it online (or cancels). */
const awaitingPayment = () => sampleDetail({ state: 'awaiting_payment', fee: 45_000, version: 3, actions: ['cancel'] });

describe('/sampleOrder/:id — one sample request', () => {
  it('sends a visitor to sign in and back', async () => {
    signedInAs(null);
    const { router } = open();
    await waitFor(() => expect(urlOf(router)).toBe(`/login?redirect=${encodeURIComponent(`/sampleOrder/${SAMPLE_ID}`)}`));
  });

  it('shows my request with its facts, recipe and timeline, and cancels it once confirmed', async () => {
    signedInAs(customerMe);
    answer.get('/api/sample-requests/:id', sampleDetailSchema, sampleDetail());
    const sent = answer.post('/api/sample-requests/:id/transitions', sampleDetailSchema, () =>
      sampleDetail({ state: 'cancelled', version: 2, actions: [] }),
    );
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'S-000012' })).toBeVisible();
    expect(screen.getByTestId('sample-next-step')).toHaveTextContent(en.samples.next.submitted);
    expect(screen.getByTestId('sample-fee')).toHaveTextContent(en.samples.fee.pending);
    expect(screen.getByText('50 mL glass cream jar')).toBeVisible();
    expect(screen.getByText('(06236) 123 Teheran-ro, Gangnam-gu, Seoul, 5F, Glow Lab')).toBeVisible();
    expect(screen.getByText('Light texture, no added fragrance please.')).toBeVisible();
    expect(screen.getByText('Centella Asiatica Extract')).toBeVisible();
    expect(screen.getByRole('link', { name: d.openRecipe })).toHaveAttribute('href', `/recipes/${RECIPE_ID}`);
    expect(screen.getByText(en.workflow.events.sample.created)).toBeVisible();

    await user.click(screen.getByRole('button', { name: en.workflow.actions.sample.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(en.workflow.confirm.sample.cancel);
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.sample.cancel }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(SAMPLE_ID);
    expect(sent.last?.body).toEqual({ action: 'cancel', version: 1 });
    expect(await screen.findByTestId('sample-next-step')).toHaveTextContent(en.samples.next.cancelled);
    expect(screen.queryByRole('button', { name: en.workflow.actions.sample.cancel })).toBeNull();
  });

  it('starts paying the fee and opens the gateway', async () => {
    signedInAs(customerMe);
    answer.get('/api/sample-requests/:id', sampleDetailSchema, awaitingPayment());
    const started = answer.post('/api/payments', paymentCheckoutSchema, paymentCheckout());
    const { user, router } = open();
    expect(await screen.findByTestId('sample-next-step')).toHaveTextContent(
      en.samples.next.awaiting_payment.replace('{{fee}}', '₩45,000'),
    );
    expect(screen.getByTestId('sample-fee')).toHaveTextContent('₩45,000');
    await user.click(screen.getByRole('button', { name: en.shop.payment.payFee.replace('{{amount}}', '₩45,000') }));
    await waitFor(() => expect(urlOf(router)).toBe('/payment/test-gateway?orderId=pay-20260304-000012'));
    expect(started.last?.body).toEqual({ kind: 'sample', id: SAMPLE_ID });
  });

  it('shows where a shipped sample is and marks it delivered', async () => {
    signedInAs(customerMe);
    const shipped = sampleDetail({
      state: 'shipped',
      fee: 0,
      version: 4,
      carrier: 'CJ Logistics',
      trackingNumber: '5123-9876-0001',
      actions: ['deliver'],
    });
    answer.get('/api/sample-requests/:id', sampleDetailSchema, shipped);
    const sent = answer.post('/api/sample-requests/:id/transitions', sampleDetailSchema, () =>
      sampleDetail({ ...shipped, state: 'delivered', version: 5, actions: [] }),
    );
    const { user } = open();
    expect(await screen.findByTestId('sample-tracking')).toHaveTextContent('5123-9876-0001');
    expect(screen.getByTestId('sample-fee')).toHaveTextContent(en.samples.fee.free);
    await user.click(screen.getByRole('button', { name: en.workflow.actions.sample.deliver }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ action: 'deliver', version: 4 });
    expect(await screen.findByTestId('sample-next-step')).toHaveTextContent(en.samples.next.delivered);
  });

  it('shows staff the request read-only, with a way to the queue', async () => {
    signedInAs(adminMe);
    const asStaff = answer.get(
      '/api/admin/sample-requests/:id',
      sampleDetailSchema,
      sampleDetail({ actions: ['review', 'reject'] }),
    );
    open();
    expect(await screen.findByText(d.staffView)).toBeVisible();
    expect(screen.getByRole('link', { name: d.openInQueue })).toHaveAttribute('href', `/admin/sample-requests?id=${SAMPLE_ID}`);
    expect(screen.getByText(d.customerNote)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: d.openRecipe })).toBeNull();
    expect(asStaff.last?.params.id).toBe(SAMPLE_ID);
  });

  it("answers another customer's or a deleted request with not found", async () => {
    signedInAs(customerMe);
    refuse('get', '/api/sample-requests/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: d.notFound.title })).toBeVisible();
    expect(screen.getByRole('link', { name: d.back })).toHaveAttribute('href', '/sample-requests');
  });

  it('answers a malformed link with not found without asking the server', async () => {
    signedInAs(customerMe);
    const asked = answer.get('/api/sample-requests/:id', sampleDetailSchema, sampleDetail());
    open('S-000012');
    expect(await screen.findByRole('heading', { level: 1, name: d.notFound.title })).toBeVisible();
    expect(asked).toHaveLength(0);
  });

  it('says the request could not be loaded and loads it again on request', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/sample-requests/:id', 500, 'INTERNAL');
    const { user } = open();
    // network trouble is retried once before the screen gives up
    expect(await screen.findByText(d.loadError)).toBeVisible();
    answer.get('/api/sample-requests/:id', sampleDetailSchema, sampleDetail());
    await user.click(screen.getByRole('button', { name: en.samples.list.retry }));
    expect(await screen.findByRole('heading', { name: 'S-000012' })).toBeVisible();
  });

  it('shows a loading state while the request is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/sample-requests/:id');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
