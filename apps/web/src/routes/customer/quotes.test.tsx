import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteDetailSchema, quotePageSchema } from '@formulab/shared/quotes/quotes.schema';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import en from '../../i18n/en.json';
import { QUOTE_ID, quoteDetail, quotePage, quoteSummary } from '../../test/fixtures/quotes.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './quotes.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/quotes' });

describe('/quotes — my quotes', () => {
  it('lists my quotes with their state, price and validity, each opening its detail', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes', quotePageSchema, quotePage([quoteSummary()], { quoted: 1 }));
    hang('get', '/api/quotes/:id');
    const { user, router } = open('/quotes');
    const card = await screen.findByRole('link', {
      name: en.quotes.card.open.replace('{{ref}}', 'Q-000042').replace('{{recipe}}', 'Rose toner'),
    });
    expect(card).toHaveTextContent('₩16,000,000');
    expect(card).toHaveTextContent('Valid until');
    await user.click(card);
    expect(urlOf(router)).toBe(`/quotes?id=${QUOTE_ID}`);
  });

  it('asks the server for one state when a tab is picked', async () => {
    signedInAs(customerMe);
    const requested = quoteSummary({
      id: crypto.randomUUID(),
      ref: 'Q-000043',
      state: 'requested',
      unitPrice: null,
      total: null,
    });
    const counts = { quoted: 1, requested: 1 };
    const calls = answer.get('/api/quotes', quotePageSchema, ({ query }) =>
      quotePage(query.get('state') === 'requested' ? [requested] : [quoteSummary(), requested], counts),
    );
    const { user, router } = open('/quotes');
    await screen.findByText('Q-000042');
    await user.click(screen.getByRole('tab', { name: new RegExp(en.workflow.states.quote.requested) }));
    await waitFor(() => expect(screen.queryByText('Q-000042')).toBeNull());
    expect(screen.getByText('Q-000043')).toBeVisible();
    expect(screen.getByText(en.quotes.card.awaiting)).toBeVisible();
    expect(calls.last?.query.get('state')).toBe('requested');
    expect(urlOf(router)).toBe('/quotes?state=requested');
  });

  it('points a customer without quotes to the request form', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes', quotePageSchema, quotePage([]));
    open('/quotes');
    expect(await screen.findByText(en.quotes.list.empty.title)).toBeVisible();
    expect(screen.getByRole('link', { name: en.quotes.list.empty.action })).toHaveAttribute('href', '/quotes?new=1');
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/quotes', 500, 'INTERNAL');
    const { user } = open('/quotes');
    expect(await screen.findByText(en.quotes.list.loadError)).toBeVisible();
    answer.get('/api/quotes', quotePageSchema, quotePage([quoteSummary()], { quoted: 1 }));
    await user.click(screen.getByRole('button', { name: en.quotes.list.retry }));
    expect(await screen.findByText('Q-000042')).toBeVisible();
  });

  it('shows one quote and accepts it with the version the screen saw', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes/:id', quoteDetailSchema, quoteDetail());
    const sent = answer.post('/api/quotes/:id/transitions', quoteDetailSchema, () =>
      quoteDetail({ state: 'accepted', version: 3, actions: [] }),
    );
    const { user } = open(`/quotes?id=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { name: /Q-000042/ })).toBeVisible();
    expect(screen.getByText('Price holds for the quantity asked.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: en.workflow.actions.quote.accept }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.quote.accept }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(en.workflow.states.quote.accepted, { selector: 'span' })).toBeVisible();
    expect(sent.last?.params.id).toBe(QUOTE_ID);
    expect(sent.last?.body).toMatchObject({ action: 'accept', version: 2 });
  });

  it("answers another customer's or a deleted quote with not found", async () => {
    signedInAs(customerMe);
    refuse('get', '/api/quotes/:id', 404, 'NOT_FOUND');
    open(`/quotes?id=${QUOTE_ID}`);
    expect(await screen.findByText(en.quotes.detail.notFound.title)).toBeVisible();
  });

  it('shows a loading state while the quote is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/quotes/:id');
    open(`/quotes?id=${QUOTE_ID}`);
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });

  it('sends a customer without a finished recipe to make one before requesting', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, { items: [], nextCursor: null, total: 0 });
    open('/quotes?new=1');
    expect(await screen.findByText(en.quotes.form.noRecipes.title)).toBeVisible();
    expect(screen.getByRole('link', { name: en.quotes.form.noRecipes.create })).toHaveAttribute('href', '/new-recipes');
  });
});
