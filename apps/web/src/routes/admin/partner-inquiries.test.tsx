import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnershipDetailSchema, partnershipPageSchema } from '@formulab/shared/inquiries/inquiries.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import {
  STAFF_PARTNERSHIP_ID,
  partnershipPage,
  staffPartnershipDetail,
  staffPartnershipSummary,
} from '../../test/fixtures/inquiries.ts';
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
import { answer } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './partner-inquiries.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/admin/partner-inquiries' });
const i = admin.adminInquiries;
const p = i.partnership;
const LIST = '/api/admin/partnership-inquiries';
const starts = (text: string) => new RegExp(`^${text}`);
const queue = staffQueue({
  open,
  url: '/admin/partner-inquiries',
  list: LIST,
  schema: partnershipPageSchema,
  page: partnershipPage([staffPartnershipSummary()], { new: 1 }),
  row: 'PT-000005',
  drawer: { title: p.title, schema: partnershipDetailSchema },
});

describe('/admin/partner-inquiries — staff queue of partnership proposals', () => {
  const reviewing = staffPartnershipSummary({
    id: crypto.randomUUID(),
    ref: 'PT-000006',
    number: 6,
    company: 'Seoul Raw Materials Co.',
    type: 'raw_material',
    state: 'reviewing',
  });
  itAsksForOneState('lists the proposals under state tabs with their counts and asks for one state when a tab is picked', queue, {
    answers: ({ query }) =>
      partnershipPage(query.get('state') === 'reviewing' ? [reviewing] : [staffPartnershipSummary(), reviewing], {
        new: 1,
        reviewing: 1,
      }),
    atFirst: (_, ref) => {
      const row = ref.closest('tr')!;
      expect(row).toHaveTextContent('Saigon Beauty Trading');
      expect(row).toHaveTextContent('Linh Nguyen · linh@saigonbeauty.vn');
      expect(row).toHaveTextContent(en.support.partnershipTypes.distribution);
      expect(stateTab(en.support.tabs.all, 2)).toHaveAttribute('aria-selected', 'true');
      expect(stateTab(en.workflow.states.partnership.new, 1)).toBeVisible();
    },
    tab: en.workflow.states.partnership.reviewing,
    count: 1,
    state: 'reviewing',
    gone: 'PT-000005',
    shown: 'PT-000006',
  });

  itSendsTheSearch('sends the search to the server and keeps it in the URL', queue, {
    answers: ({ query }) => partnershipPage(query.get('q') === 'Saigon' ? [staffPartnershipSummary()] : [], { new: 1 }),
    waitingText: p.empty,
    box: p.search,
    typed: 'Saigon',
    sent: { q: 'Saigon' },
    to: '/admin/partner-inquiries?q=Saigon',
  });

  it('opens a proposal in the drawer and starts its review with the version it saw', async () => {
    const sent = answer.post(`${LIST}/:id/transitions`, partnershipDetailSchema, () =>
      staffPartnershipDetail({ state: 'reviewing', version: 2, actions: ['accept', 'decline'] }),
    );
    const { user, drawer } = await openFromTheRow(queue, { id: STAFF_PARTNERSHIP_ID, detail: staffPartnershipDetail() });
    expect(await within(drawer).findByRole('heading', { name: 'PT-000005' })).toBeVisible();
    expect(within(drawer).getByText(/120 pharmacies in Ho Chi Minh City/)).toBeVisible();
    expect(within(drawer).getByText(p.noFile)).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: en.workflow.actions.partnership.review }));
    expect(await within(drawer).findByRole('button', { name: en.workflow.actions.partnership.accept })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent.last?.params.id).toBe(STAFF_PARTNERSHIP_ID);
    expect(sent.last?.body).toEqual({ action: 'review', version: 1 });
  });

  it('declines a proposal with the reason staff give', async () => {
    const { user, drawer } = await openTheDrawer(queue, {
      id: STAFF_PARTNERSHIP_ID,
      schema: partnershipDetailSchema,
      detail: staffPartnershipDetail(),
      drawer: p.title,
    });
    const sent = answer.post(`${LIST}/:id/transitions`, partnershipDetailSchema, () =>
      staffPartnershipDetail({ state: 'declined', version: 2, actions: [] }),
    );
    await user.click(await within(drawer).findByRole('button', { name: en.workflow.actions.partnership.decline }));
    const dialog = screen.getByRole('dialog', { name: en.workflow.actions.partnership.decline });
    await user.click(within(dialog).getByRole('textbox', { name: starts(en.workflow.fields.reason) }));
    await user.paste('We already have a distributor in Vietnam.');
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.partnership.decline }));
    expect(
      await within(drawer).findByText(p.noActions.replace('{{state}}', en.workflow.states.partnership.declined)),
    ).toBeVisible();
    expect(sent.last?.body).toEqual({ action: 'decline', version: 1, reason: 'We already have a distributor in Vietnam.' });
  });

  itSaysWhenEmpty('says when no proposal has come in yet', queue, { page: partnershipPage([]), texts: [p.empty, p.emptyHint] });

  itLoadsAgainAfterAnError('says the queue could not be loaded and loads it again on request', queue, {
    error: en.apiErrors.INTERNAL,
    retry: i.retry,
  });

  itSaysNotFoundInTheDrawer('says not found in the drawer for a proposal that is gone', queue, {
    id: STAFF_PARTNERSHIP_ID,
    drawer: p.title,
  });
});
