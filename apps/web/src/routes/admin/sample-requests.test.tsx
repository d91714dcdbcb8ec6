import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDetailSchema, samplePageSchema } from '@formulab/shared/samples/samples.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { SAMPLE_ID, sampleDetail, samplePage, sampleSummary } from '../../test/fixtures/admin-workflow.ts';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itSaysNotFoundInTheDrawer,
  itSendsTheSearch,
  openFromTheRow,
  openTheDrawer,
  staffQueue,
  stateTab,
} from '../../test/list-cases.tsx';
import { adminMe, answer, hang, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './sample-requests.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/sample-requests' });
const s = admin.adminSamples;
const LIST = '/api/admin/sample-requests';
const queue = staffQueue({
  open,
  url: '/admin/sample-requests',
  list: LIST,
  schema: samplePageSchema,
  page: samplePage([sampleSummary()], { submitted: 1 }),
  row: 'S-000012',
  drawer: { title: s.detail.title, schema: sampleDetailSchema },
});

describe('/admin/sample-requests — staff queue of sample requests', () => {
  const reviewing = sampleSummary({ id: crypto.randomUUID(), ref: 'S-000013', number: 13, state: 'reviewing' });
  itAsksForOneState('lists the requests under state tabs with their counts and asks for one state when a tab is picked', queue, {
    answers: ({ query }) =>
      samplePage(query.get('state') === 'reviewing' ? [reviewing] : [sampleSummary(), reviewing], { submitted: 1, reviewing: 1 }),
    atFirst: (calls, ref) => {
      const row = ref.closest('tr')!;
      expect(row).toHaveTextContent('Mina Kim');
      expect(row).toHaveTextContent('Centella calming cream');
      expect(row).toHaveTextContent(en.workflow.states.sample.submitted);
      expect(stateTab(en.samples.tabs.all, 2)).toHaveAttribute('aria-selected', 'true');
      expect(stateTab(en.workflow.states.sample.submitted, 1)).toBeVisible();
      // states holding nothing are left out of the row
      expect(screen.queryByRole('tab', { name: new RegExp(en.workflow.states.sample.shipped) })).toBeNull();
      expect(calls.last?.query.get('limit')).toBe('25');
    },
    tab: en.workflow.states.sample.reviewing,
    count: 1,
    state: 'reviewing',
    gone: 'S-000012',
    shown: 'S-000013',
  });

  itSendsTheSearch('sends the search to the server and keeps it in the URL', queue, {
    answers: ({ query }) => samplePage(query.get('q') === 'Glow Lab' ? [sampleSummary()] : [], { submitted: 1 }),
    waitingText: s.empty,
    box: s.search,
    typed: 'Glow Lab',
    sent: { q: 'Glow Lab' },
    to: '/admin/sample-requests?q=Glow+Lab',
  });

  it('opens a request in the drawer with its customer, recipe and timeline', async () => {
    const { drawer, reads } = await openFromTheRow(queue, { id: SAMPLE_ID, detail: sampleDetail() });
    expect(await within(drawer).findByRole('heading', { name: 'S-000012' })).toBeVisible();
    expect(within(drawer).getByText('Mina Kim · Glow Lab')).toBeVisible();
    expect(within(drawer).getByText('Centella Asiatica Extract')).toBeInTheDocument();
    expect(within(drawer).getByText(en.workflow.events.sample.created)).toBeVisible();
    expect(reads.last?.params.id).toBe(SAMPLE_ID);
  });

  it('starts the review with the version it saw and shows the new state', async () => {
    const { user, drawer } = await openTheDrawer(queue, {
      id: SAMPLE_ID,
      schema: sampleDetailSchema,
      detail: sampleDetail(),
      drawer: s.detail.title,
    });
    const sent = answer.post(`${LIST}/:id/transitions`, sampleDetailSchema, () =>
      sampleDetail({ state: 'reviewing', version: 5, actions: ['request_payment', 'approve_free', 'reject'] }),
    );
    await user.click(await within(drawer).findByRole('button', { name: en.workflow.actions.sample.review }));
    expect(await within(drawer).findByRole('button', { name: en.workflow.actions.sample.request_payment })).toBeVisible();
    expect(within(drawer).getByText(en.workflow.states.sample.reviewing)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent.last?.params.id).toBe(SAMPLE_ID);
    expect(sent.last?.body).toEqual({ action: 'review', version: 4 });
  });

  it('says when no request has come in yet, and when none matches the filters (which it clears)', async () => {
    signedInAs(adminMe);
    answer.get(LIST, samplePageSchema, samplePage([]));
    const { user, router } = open('/admin/sample-requests?state=shipped');
    expect(await screen.findByText(s.emptyFiltered)).toBeVisible();
    expect(screen.getByText(s.emptyFilteredHint)).toBeVisible();
    await user.click(screen.getByRole('button', { name: s.clear }));
    expect(await screen.findByText(s.empty)).toBeVisible();
    expect(screen.getByText(s.emptyHint)).toBeVisible();
    expect(urlOf(router)).toBe('/admin/sample-requests');
  });

  itLoadsAgainAfterAnError('says the queue could not be loaded and loads it again on request', queue, {
    error: en.apiErrors.INTERNAL,
    retry: s.retry,
  });

  it('shows the drawer loading while the request is on its way', async () => {
    signedInAs(adminMe);
    hang('get', LIST);
    hang('get', `${LIST}/:id`);
    open(`/admin/sample-requests?id=${SAMPLE_ID}`);
    const drawer = await screen.findByRole('dialog', { name: s.detail.title });
    expect(within(drawer).getByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });

  itSaysNotFoundInTheDrawer('says not found in the drawer for a request that is gone', queue, {
    id: SAMPLE_ID,
    drawer: s.detail.title,
    listPage: samplePage([]),
  });
});
