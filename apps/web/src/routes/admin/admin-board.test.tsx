import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  boardCategoryListSchema,
  boardCategorySchema,
  commentPageSchema,
  postDetailSchema,
  postPageSchema,
  reportListSchema,
} from '@formulab/shared/content/content.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import {
  POST_ID,
  boardCategory,
  bulkResultSchema,
  commentThread,
  hiddenPost,
  pageOf,
  postDetail,
  postReport,
  postSummary,
} from '../../test/fixtures/admin-content.ts';
import { adminMe, answer, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './admin-board.tsx';

const b = admin.adminContent.board;
const cat = admin.adminContent.categories;
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/admin-board' });
const categories = {
  items: [
    boardCategory(),
    boardCategory({ id: 2, slug: 'free-talk', nameKo: '자유게시판', nameEn: 'Free talk', position: 1, postCount: 0 }),
  ],
};

/** The post drawer's three reads: the post, its reports and its comments. */
function servePost(detail = postDetail()) {
  answer.get('/api/admin/board/posts/:id', postDetailSchema, detail);
  answer.get('/api/admin/board/posts/:id/reports', reportListSchema, { items: [postReport()] });
  answer.get('/api/admin/board/posts/:id/comments', commentPageSchema, pageOf([commentThread()]));
}

describe('/admin/admin-board — posts and categories', () => {
  it('lists the posts with their reports and category, each opening its moderation', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/board/posts', postPageSchema, pageOf([postSummary(), hiddenPost]));
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    const { user, router } = open('/admin/admin-board');
    const title = await screen.findByRole('button', { name: 'Niacinamide above 5 % in a toner?' });
    const row = title.closest('tr')!;
    expect(row).toHaveTextContent('Formulation Q&A');
    expect(within(row).getByText('2')).toBeVisible();
    const spam = screen.getByRole('button', { name: 'Buy cheap followers' }).closest('tr')!;
    expect(within(spam).getByText(b.hidden)).toBeVisible();
    expect(within(spam).getByLabelText(b.pinned)).toBeInTheDocument();
    servePost();
    await user.click(title);
    expect(urlOf(router)).toBe(`/admin/admin-board?id=${POST_ID}`);
  });

  it('shows a post with its reports and comments, and hides it from the public', async () => {
    signedInAs(adminMe);
    servePost();
    answer.get('/api/admin/board/posts', postPageSchema, pageOf([postSummary()]));
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    const moderated = answer.patch('/api/admin/board/posts/:id', postDetailSchema, () => postDetail({ hidden: true }));
    const { user } = open(`/admin/admin-board?id=${POST_ID}`);
    const drawer = await screen.findByRole('dialog', { name: b.postTitle });
    expect(await within(drawer).findByRole('heading', { name: 'Niacinamide above 5 % in a toner?' })).toBeVisible();
    expect(within(drawer).getByText('Is 5 % Niacinamide stable with Ascorbic Acid at pH 5.5?')).toBeVisible();
    expect(await within(drawer).findByText(en.board.report.reasons.spam)).toBeVisible();
    expect(within(drawer).getByText('Advertises a reseller.')).toBeVisible();
    expect(await within(drawer).findByText('Keep the pH above 5 and add them in separate phases.')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: b.hide }));
    await waitFor(() => expect(moderated).toHaveLength(1));
    expect(moderated.last?.params.id).toBe(POST_ID);
    expect(moderated.last?.body).toEqual({ hidden: true });
  });

  it('says why the server refused a moderation', async () => {
    signedInAs(adminMe);
    servePost();
    answer.get('/api/admin/board/posts', postPageSchema, pageOf([postSummary()]));
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    refuse('patch', '/api/admin/board/posts/:id', 403, 'FORBIDDEN');
    const { user } = open(`/admin/admin-board?id=${POST_ID}`);
    const drawer = await screen.findByRole('dialog', { name: b.postTitle });
    await user.click(await within(drawer).findByRole('button', { name: b.pin }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(en.apiErrors.FORBIDDEN);
  });

  it('hides the selected posts in one go', async () => {
    signedInAs(adminMe);
    const lists = answer.get('/api/admin/board/posts', postPageSchema, pageOf([postSummary(), hiddenPost]));
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    const bulk = answer.post('/api/admin/board/posts/bulk', bulkResultSchema, { updated: 1 });
    const { user } = open('/admin/admin-board');
    await user.click(
      await screen.findByRole('checkbox', { name: b.selectRow.replace('{{title}}', 'Niacinamide above 5 % in a toner?') }),
    );
    const bar = screen.getByRole('region', { name: b.bulkLabel });
    expect(bar).toHaveTextContent(b.selected_one.replace('{{count}}', '1'));
    await user.click(within(bar).getByRole('button', { name: b.hide }));
    await waitFor(() => expect(bulk).toHaveLength(1));
    expect(bulk.last?.body).toEqual({ ids: [POST_ID], action: 'hide' });
    await waitFor(() => expect(screen.queryByRole('region', { name: b.bulkLabel })).toBeNull());
    expect(lists.length).toBeGreaterThan(1);
  });

  it('adds a category and shows the server refusing a code already used', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    const refused = refuse('post', '/api/admin/board/categories', 409, 'CONFLICT', { slug: 'errors.slugTaken' });
    const { user } = open('/admin/admin-board?tab=categories');
    expect(await screen.findByText('Formulation Q&A')).toBeVisible();
    expect(screen.getByText('자유게시판')).toBeVisible();
    await user.click(screen.getByRole('button', { name: cat.add }));
    const dialog = await screen.findByRole('dialog', { name: cat.addTitle });
    await user.click(within(dialog).getByRole('textbox', { name: cat.nameKo }));
    await user.paste('성분 이야기');
    await user.click(within(dialog).getByRole('textbox', { name: cat.nameEn }));
    await user.paste('Ingredient talk');
    await user.click(within(dialog).getByRole('textbox', { name: cat.slug }));
    await user.paste('free-talk');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    expect(await within(dialog).findByText(en.errors.slugTaken)).toBeVisible();
    expect(refused.last?.body).toEqual({ slug: 'free-talk', nameKo: '성분 이야기', nameEn: 'Ingredient talk', position: 0 });
    // the code is changed and the category saved
    const created = answer.post('/api/admin/board/categories', boardCategorySchema, () =>
      boardCategory({ id: 3, slug: 'ingredient-talk', nameKo: '성분 이야기', nameEn: 'Ingredient talk', postCount: 0 }),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: cat.slug }));
    await user.paste('ingredient-talk');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created.last?.body).toMatchObject({ slug: 'ingredient-talk' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: cat.addTitle })).toBeNull());
  });

  it('says there are no posts yet', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/board/posts', postPageSchema, pageOf([]));
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    open('/admin/admin-board');
    expect(await screen.findByText(b.empty)).toBeVisible();
    expect(screen.getByText(b.emptyHint)).toBeVisible();
  });

  it('says the posts could not be loaded and loads them again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/board/posts', 500, 'INTERNAL');
    answer.get('/api/admin/board/categories', boardCategoryListSchema, categories);
    const { user } = open('/admin/admin-board');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/board/posts', postPageSchema, pageOf([postSummary()]));
    await user.click(screen.getByRole('button', { name: admin.adminContent.retry }));
    expect(await screen.findByText('Niacinamide above 5 % in a toner?')).toBeVisible();
  });
});
