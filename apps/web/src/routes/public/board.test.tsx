import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardCategoryListSchema, postPageSchema } from '@formulab/shared/content/content.schema';
import en from '../../i18n/en.json';
import { boardCategories, POST_ID, postPage, postSummary } from '../../test/fixtures/content.ts';
import { itLoadsAgainAfterAnError, type ListScreen } from '../../test/list-cases.tsx';
import { answer, customerMe, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './board.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/board' });

const launch = postSummary({
  id: '2d4f6a8c-0e1b-4c35-9d7f-8b0a2c4e6f13',
  category: { id: 2, slug: 'launch', nameKo: '출시 후기', nameEn: 'Launch stories' },
  title: 'Our cica cream is out',
  excerpt: 'Six months from the first sample to the shelf.',
  author: { name: 'Mina Kim' },
  hasImage: true,
  viewCount: 310,
  commentCount: 1,
});

/** The board as its list cases see it: a visitor's, with its categories. */
const board: ListScreen<typeof postPageSchema> = {
  me: null,
  setup: () => answer.get('/api/board/categories', boardCategoryListSchema, boardCategories),
  open,
  url: '/board',
  list: '/api/board/posts',
  schema: postPageSchema,
  page: postPage([postSummary()]),
  findRow: () => screen.findByText('Stable vitamin C serum at pH 3.5?'),
};

describe('/board — the customers’ board', () => {
  it('lists the posts with their category, author, views and comments, and asks a visitor to sign in to write', async () => {
    signedInAs(null);
    answer.get('/api/board/categories', boardCategoryListSchema, boardCategories);
    const calls = answer.get('/api/board/posts', postPageSchema, postPage([postSummary(), launch]));
    open('/board');
    const list = await screen.findByRole('list', { name: en.screens.board.title });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveAttribute('href', `/board/${POST_ID}`);
    expect(rows[0]).toHaveTextContent('Stable vitamin C serum at pH 3.5?');
    expect(rows[0]).toHaveTextContent('Formulation');
    expect(rows[0]).toHaveTextContent('Jiwoo Park');
    expect(within(rows[0]!).getByLabelText(en.board.views_other.replace('{{n}}', '42'))).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText(en.board.comments_other.replace('{{n}}', '2'))).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText(en.board.hasPicture)).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText(en.board.comments_one.replace('{{n}}', '1'))).toBeInTheDocument();
    expect(screen.getByText(en.board.count_other.replace('{{n}}', '2'))).toBeVisible();
    expect(await screen.findByRole('link', { name: en.board.signInToWrite })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/board?compose=1')}`,
    );
    expect(calls.last?.query.get('sort')).toBe('latest');
    expect(calls.last?.query.get('limit')).toBe('20');
  });

  it('sends a typed search and says when no post matches it', async () => {
    signedInAs(null);
    answer.get('/api/board/categories', boardCategoryListSchema, boardCategories);
    const calls = answer.get('/api/board/posts', postPageSchema, ({ query }) => postPage(query.get('q') ? [] : [postSummary()]));
    const { user, router } = open('/board');
    await screen.findByText('Stable vitamin C serum at pH 3.5?');
    await user.type(screen.getByRole('searchbox', { name: en.board.searchLabel }), 'bakuchiol{Enter}');
    expect(await screen.findByText(en.board.noResults.replace('{{q}}', 'bakuchiol'))).toBeVisible();
    expect(screen.getByText(en.board.noResultsBody)).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('bakuchiol');
    expect(urlOf(router)).toBe('/board?q=bakuchiol');
  });

  it('asks for one category and another order when they are picked', async () => {
    signedInAs(null);
    answer.get('/api/board/categories', boardCategoryListSchema, boardCategories);
    const calls = answer.get('/api/board/posts', postPageSchema, ({ query }) =>
      postPage(query.get('category') === '2' ? [launch] : [postSummary(), launch]),
    );
    const { user, router } = open('/board');
    await screen.findByText('Stable vitamin C serum at pH 3.5?');
    await user.click(await screen.findByRole('radio', { name: 'Launch stories' }));
    await waitFor(() => expect(screen.queryByText('Stable vitamin C serum at pH 3.5?')).toBeNull());
    expect(calls.last?.query.get('category')).toBe('2');
    await user.click(screen.getByRole('textbox', { name: en.board.sort }));
    await user.click(await screen.findByRole('option', { name: en.board.sorts.views }));
    await waitFor(() => expect(calls.last?.query.get('sort')).toBe('views'));
    expect(calls.last?.query.get('category')).toBe('2');
    expect(urlOf(router)).toBe('/board?category=2&sort=views');
  });

  it('invites a signed-in customer to write the first post, and opens the editor', async () => {
    signedInAs(customerMe);
    answer.get('/api/board/categories', boardCategoryListSchema, boardCategories);
    answer.get('/api/board/posts', postPageSchema, postPage([]));
    const { user, router } = open('/board');
    const empty = (await screen.findByText(en.board.emptyTitle)).closest<HTMLElement>('[role="status"]')!;
    expect(within(empty).getByText(en.board.emptyBody)).toBeVisible();
    await user.click(within(empty).getByRole('button', { name: en.board.write }));
    expect(urlOf(router)).toBe('/board?compose=1');
    expect(await screen.findByRole('textbox', { name: en.board.titleLabel })).toBeVisible();
    expect(document.title).toContain(en.board.newPost);
  });

  itLoadsAgainAfterAnError('says the board could not be loaded and loads it again on request', board, {
    error: en.board.loadError,
    retry: en.board.retry,
    inAlert: true,
  });
});
