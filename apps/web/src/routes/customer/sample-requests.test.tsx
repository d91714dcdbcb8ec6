import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePageSchema } from '@formulab/shared/samples/samples.schema';
import en from '../../i18n/en.json';
import { SAMPLE_ID, samplePage, sampleSummary } from '../../test/fixtures/samples.ts';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itOpensACard,
  itSaysWhenEmpty,
  customerList,
} from '../../test/list-cases.tsx';
import { answer, customerMe, hang, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './sample-requests.tsx';

const open = (url: string) =>
  renderUi(<Component />, { url, path: '/sample-requests', routes: [{ path: '/sampleOrder/:id', element: null }] });

const cardName = (ref: string, recipe: string) => en.samples.card.open.replace('{{ref}}', ref).replace('{{recipe}}', recipe);

/** A request staff priced: ₩45,000 to pay. */
const priced = sampleSummary({
  id: '6d2e8f1a-3b5c-4d7e-9f0a-1b2c3d4e5f60',
  ref: 'S-000013',
  number: 13,
  state: 'awaiting_payment',
  recipeName: 'Rice water toner',
  recipeRevision: 5,
  quantity: 10,
  fee: 45_000,
});

const list = customerList({
  open,
  url: '/sample-requests',
  list: '/api/sample-requests',
  schema: samplePageSchema,
  page: samplePage([sampleSummary()], { submitted: 1 }),
  row: 'S-000012',
});

describe('/sample-requests — my sample requests', () => {
  itOpensACard('lists my requests with their state, quantity and fee, each opening its detail', list, {
    page: samplePage([sampleSummary(), priced], { submitted: 1, awaiting_payment: 1 }),
    card: cardName('S-000012', 'Centella calming cream'),
    shows: (card) => {
      expect(card).toHaveTextContent(en.workflow.states.sample.submitted);
      expect(card).toHaveTextContent('20 units');
      expect(card).toHaveTextContent(`${en.samples.card.fee}: ${en.samples.fee.pending}`);
      expect(screen.getByRole('link', { name: cardName('S-000013', 'Rice water toner') })).toHaveTextContent('₩45,000');
      expect(screen.getByRole('link', { name: en.samples.new })).toHaveAttribute('href', '/new-sample');
    },
    to: `/sampleOrder/${SAMPLE_ID}`,
  });

  itAsksForOneState('asks the server for one state when a tab is picked', list, {
    answers: ({ query }) =>
      samplePage(query.get('state') === 'awaiting_payment' ? [priced] : [sampleSummary(), priced], {
        submitted: 1,
        awaiting_payment: 1,
      }),
    atFirst: (calls) => expect(calls.last?.query.get('limit')).toBe('20'),
    tab: en.workflow.states.sample.awaiting_payment,
    state: 'awaiting_payment',
    gone: 'S-000012',
    shown: 'S-000013',
  });

  it('loads the next page with the cursor the server gave', async () => {
    signedInAs(customerMe);
    const calls = answer.get('/api/sample-requests', samplePageSchema, ({ query }) =>
      query.get('cursor')
        ? { ...samplePage([priced], { submitted: 1, awaiting_payment: 1 }), total: 2 }
        : { ...samplePage([sampleSummary()], { submitted: 1, awaiting_payment: 1 }, 'c-12'), total: 2 },
    );
    const { user } = open('/sample-requests');
    await screen.findByText('S-000012');
    await user.click(screen.getByRole('button', { name: en.samples.list.more }));
    expect(await screen.findByText('S-000013')).toBeVisible();
    expect(calls.last?.query.get('cursor')).toBe('c-12');
    expect(screen.queryByRole('button', { name: en.samples.list.more })).toBeNull();
  });

  itSaysWhenEmpty('points a customer without requests to the request form', list, {
    page: samplePage([]),
    texts: [en.samples.list.empty.title],
    link: { name: en.samples.list.empty.action, href: '/new-sample' },
    also: () => expect(screen.queryByRole('tablist')).toBeNull(),
  });

  it('says when no request is in the chosen state and shows them all on request', async () => {
    signedInAs(customerMe);
    const calls = answer.get('/api/sample-requests', samplePageSchema, ({ query }) =>
      samplePage(query.get('state') ? [] : [sampleSummary()], { submitted: 1 }),
    );
    const { user, router } = open('/sample-requests?state=shipped');
    const title = en.samples.list.emptyState.title.replace('{{state}}', en.workflow.states.sample.shipped);
    expect(await screen.findByText(title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.samples.list.emptyState.showAll }));
    expect(await screen.findByText('S-000012')).toBeVisible();
    expect(calls.last?.query.get('state')).toBeNull();
    expect(urlOf(router)).toBe('/sample-requests');
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: en.samples.list.loadError,
    retry: en.samples.list.retry,
  });

  it('shows a loading state while the list is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/sample-requests');
    open('/sample-requests');
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
