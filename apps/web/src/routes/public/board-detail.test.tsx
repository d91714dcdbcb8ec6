import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commentPageSchema, commentSchema, postDetailSchema } from '@formulab/shared/content/content.schema';
import en from '../../i18n/en.json';
import { commentPage, commentThread, POST_ID, postDetail } from '../../test/fixtures/content.ts';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './board-detail.tsx';

const open = (url = `/board/${POST_ID}`) =>
  renderUi(<Component />, { url, path: '/board/:id', routes: [{ path: '/board', element: <p>the board</p> }] });

describe('/board/:id — one post', () => {
  it('shows the post with its author, views and comments, and asks a visitor to sign in to comment', async () => {
    signedInAs(null);
    const post = answer.get('/api/board/posts/:id', postDetailSchema, postDetail());
    answer.get('/api/board/posts/:id/comments', commentPageSchema, commentPage([commentThread()]));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stable vitamin C serum at pH 3.5?' })).toBeVisible();
    expect(screen.getByText('Formulation')).toBeVisible();
    expect(screen.getByText('Jiwoo Park')).toBeVisible();
    expect(screen.getByText(en.board.views_other.replace('{{n}}', '42'))).toBeVisible();
    expect(screen.getByText(/Would ferulic acid help\?/)).toBeVisible();
    expect(screen.getByRole('heading', { name: en.board.commentsTitle.replace('{{n}}', '2') })).toBeVisible();
    expect(await screen.findByText('Add 0.5 % ferulic acid and fill under nitrogen.')).toBeVisible();
    expect(screen.getByRole('link', { name: en.nav.signIn })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/board/${POST_ID}`)}`,
    );
    expect(screen.queryByRole('button', { name: en.board.report.button })).toBeNull();
    expect(screen.queryByRole('button', { name: en.board.delete })).toBeNull();
    expect(post.last?.params.id).toBe(POST_ID);
  });

  it('sends a signed-in reader’s comment and shows it', async () => {
    signedInAs(customerMe);
    answer.get('/api/board/posts/:id', postDetailSchema, postDetail({ commentCount: 0 }));
    const mine = commentThread({
      id: '4b6d8f0a-2c4e-4a68-9b1d-3f5a7c9e1b24',
      author: { name: 'Mina Kim' },
      body: 'We had the same problem; an airless pump helped.',
      mine: true,
    });
    let sentComment = false;
    answer.get('/api/board/posts/:id/comments', commentPageSchema, () => commentPage(sentComment ? [mine] : []));
    const sent = answer.post(
      '/api/board/posts/:id/comments',
      commentSchema,
      () => {
        sentComment = true;
        const { replies: _replies, ...comment } = mine;
        return comment;
      },
      { status: 201 },
    );
    const { user } = open();
    expect(await screen.findByText(en.board.noComments)).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: en.board.commentLabel }));
    await user.paste(mine.body);
    await user.click(screen.getByRole('button', { name: en.board.addComment }));
    expect(await screen.findByText(mine.body, { selector: 'p' })).toBeVisible();
    expect(sent.last?.params.id).toBe(POST_ID);
    expect(sent.last?.body).toEqual({ body: mine.body, parentId: null });
    expect(screen.getByRole('textbox', { name: en.board.commentLabel })).toHaveValue('');
  });

  it('reports another customer’s post with the reason chosen', async () => {
    signedInAs(customerMe);
    answer.get('/api/board/posts/:id', postDetailSchema, postDetail());
    answer.get('/api/board/posts/:id/comments', commentPageSchema, commentPage([]));
    const report = answer.post('/api/board/posts/:id/report', z.null(), null, { status: 204 });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: en.board.report.button }));
    const dialog = await screen.findByRole('dialog', { name: en.board.report.title });
    await user.click(within(dialog).getByRole('radio', { name: en.board.report.reasons.spam }));
    await user.click(within(dialog).getByRole('textbox', { name: en.board.report.detail }));
    await user.paste('Links to a shop');
    await user.click(within(dialog).getByRole('button', { name: en.board.report.send }));
    expect(await screen.findByRole('button', { name: en.board.report.already })).toBeDisabled();
    expect(report.last?.params.id).toBe(POST_ID);
    expect(report.last?.body).toEqual({ reason: 'spam', detail: 'Links to a shop' });
  });

  it('lets the author delete their hidden post after asking, then goes back to the board', async () => {
    signedInAs(customerMe);
    answer.get('/api/board/posts/:id', postDetailSchema, postDetail({ mine: true, hidden: true }));
    answer.get('/api/board/posts/:id/comments', commentPageSchema, commentPage([]));
    const deleted = answer.delete('/api/board/posts/:id', z.null(), null, { status: 204 });
    const { user, router } = open();
    expect(await screen.findByText(en.board.hiddenTitle)).toBeVisible();
    expect(screen.getByRole('button', { name: en.board.edit })).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.board.delete }));
    const dialog = await screen.findByRole('dialog', { name: en.board.deletePostTitle });
    expect(within(dialog).getByText(en.board.deletePostBody)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: en.board.delete }));
    expect(await screen.findByText('the board')).toBeVisible();
    expect(urlOf(router)).toBe('/board');
    expect(deleted).toHaveLength(1);
    expect(deleted.last?.params.id).toBe(POST_ID);
  });

  it('keeps the post and says why when its deletion is refused', async () => {
    signedInAs(customerMe);
    answer.get('/api/board/posts/:id', postDetailSchema, postDetail({ mine: true }));
    answer.get('/api/board/posts/:id/comments', commentPageSchema, commentPage([]));
    const refused = refuse('delete', '/api/board/posts/:id', 403, 'FORBIDDEN');
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: en.board.delete }));
    const dialog = await screen.findByRole('dialog', { name: en.board.deletePostTitle });
    await user.click(within(dialog).getByRole('button', { name: en.board.delete }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.apiErrors.FORBIDDEN);
    expect(refused).toHaveLength(1);
    expect(urlOf(router)).toBe(`/board/${POST_ID}`);
  });

  it('answers a deleted or hidden post with not found', async () => {
    signedInAs(null);
    const calls = refuse('get', '/api/board/posts/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { name: en.board.notFoundTitle })).toBeVisible();
    expect(screen.getByText(en.board.notFoundBody)).toBeVisible();
    expect(screen.getByRole('link', { name: en.board.back })).toHaveAttribute('href', '/board');
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('says the post could not be loaded when the server fails', async () => {
    signedInAs(null);
    refuse('get', '/api/board/posts/:id', 500, 'INTERNAL');
    open();
    expect(await screen.findByRole('heading', { name: en.board.loadError })).toBeVisible();
    expect(screen.getByText(en.apiErrors.INTERNAL)).toBeVisible();
  });
});
