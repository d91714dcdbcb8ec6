import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticeDetailSchema, noticePageSchema } from '@formulab/shared/content/content.schema';
import en from '../../i18n/en.json';
import { formatDate } from '../../lib/format.ts';
import { NOTICE_ID, noticeDetail, noticePage, noticeSummary } from '../../test/fixtures/content.ts';
import { itLoadsAgainAfterAnError, itSaysWhenEmpty, type ListScreen } from '../../test/list-cases.tsx';
import { answer, hang, refuse } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './notice.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/notice' });

const older = noticeSummary({
  id: '6f3c8d2b-5e9a-4c47-b1f3-1a2d4e6f8b02',
  title: 'New ingredient: bakuchiol',
  pinned: false,
  publishAt: '2026-01-15T03:00:00.000Z',
  excerpt: 'A plant alternative to retinol is in the catalogue.',
  attachmentCount: 0,
});

const notices: ListScreen<typeof noticePageSchema> = {
  open,
  url: '/notice',
  list: '/api/notices',
  schema: noticePageSchema,
  page: noticePage([noticeSummary()]),
  findRow: () => screen.findByText('Lunar New Year holiday schedule'),
};

describe('/notice — notices', () => {
  it('lists the notices, pinned first with its date and attachment, each opening in place', async () => {
    const calls = answer.get('/api/notices', noticePageSchema, noticePage([noticeSummary(), older]));
    hang('get', '/api/notices/:id');
    const { user, router } = open('/notice');
    const list = await screen.findByRole('list', { name: en.screens.notice.title });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Lunar New Year holiday schedule');
    expect(rows[0]).toHaveTextContent(en.notice.pinned);
    expect(rows[0]).toHaveTextContent(formatDate(noticeSummary().publishAt));
    expect(within(rows[0]!).getByLabelText(en.notice.hasAttachments)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('New ingredient: bakuchiol');
    expect(rows[1]).not.toHaveTextContent(en.notice.pinned);
    expect(calls.last?.query.get('limit')).toBe('15');
    expect(calls.last?.query.has('q')).toBe(false);
    await user.click(rows[0]!);
    expect(urlOf(router)).toBe(`/notice?id=${NOTICE_ID}`);
  });

  it('sends a typed search and says when no notice matches it', async () => {
    const calls = answer.get('/api/notices', noticePageSchema, ({ query }) =>
      noticePage(query.get('q') ? [] : [noticeSummary()]),
    );
    const { user, router } = open('/notice');
    await screen.findByText('Lunar New Year holiday schedule');
    await user.type(screen.getByRole('searchbox', { name: en.notice.searchLabel }), 'retinol{Enter}');
    expect(await screen.findByText(en.notice.noResults.replace('{{q}}', 'retinol'))).toBeVisible();
    expect(screen.getByText(en.notice.noResultsBody)).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('retinol');
    expect(urlOf(router)).toBe('/notice?q=retinol');
  });

  itSaysWhenEmpty('says there are no notices yet', notices, {
    page: noticePage([]),
    texts: [en.notice.emptyTitle, en.notice.emptyBody],
  });

  it('asks for the next page with the cursor on "Load more"', async () => {
    const calls = answer.get('/api/notices', noticePageSchema, ({ query }) =>
      query.get('cursor') === 'c2'
        ? noticePage([older], { total: 2 })
        : noticePage([noticeSummary()], { total: 2, nextCursor: 'c2' }),
    );
    const { user } = open('/notice');
    expect(await screen.findByText(en.notice.shown.replace('{{shown}}', '1').replace('{{total}}', '2'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.notice.more }));
    expect(await screen.findByText('New ingredient: bakuchiol')).toBeVisible();
    expect(calls.last?.query.get('cursor')).toBe('c2');
    expect(screen.getByText(en.notice.shown.replace('{{shown}}', '2').replace('{{total}}', '2'))).toBeVisible();
    expect(screen.queryByRole('button', { name: en.notice.more })).toBeNull();
  });

  itLoadsAgainAfterAnError('says the notices could not be loaded and loads them again on request', notices, {
    error: en.notice.loadError,
    retry: en.notice.retry,
    inAlert: true,
  });

  it('shows one notice with its text and attachment, and leads back to the search it came from', async () => {
    const calls = answer.get('/api/notices/:id', noticeDetailSchema, noticeDetail());
    open(`/notice?q=holiday&id=${NOTICE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunar New Year holiday schedule' })).toBeVisible();
    expect(screen.getByText(/Samples requested after 12 February ship on 19 February/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'holiday-schedule-2026.pdf' })).toHaveAttribute(
      'href',
      '/files/d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
    );
    expect(screen.getByRole('link', { name: en.notice.back })).toHaveAttribute('href', '/notice?q=holiday');
    expect(calls.last?.params.id).toBe(NOTICE_ID);
  });

  it('answers a removed or unpublished notice with not found', async () => {
    const calls = refuse('get', '/api/notices/:id', 404, 'NOT_FOUND');
    open(`/notice?id=${NOTICE_ID}`);
    expect(await screen.findByRole('heading', { name: en.notice.notFoundTitle })).toBeVisible();
    expect(screen.getByText(en.notice.notFoundBody)).toBeVisible();
    // a missing notice is asked for once, not retried
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('says a notice could not be loaded when the server fails, and loads it again on request', async () => {
    refuse('get', '/api/notices/:id', 500, 'INTERNAL');
    const { user } = open(`/notice?id=${NOTICE_ID}`);
    expect(await screen.findByText(en.notice.detailLoadError)).toBeVisible();
    expect(screen.queryByRole('heading', { name: en.notice.notFoundTitle })).toBeNull();
    answer.get('/api/notices/:id', noticeDetailSchema, noticeDetail());
    await user.click(screen.getByRole('button', { name: en.notice.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: noticeDetail().title })).toBeVisible();
  });
});
