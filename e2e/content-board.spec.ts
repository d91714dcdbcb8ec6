import { DEMO, apiSignIn, apiSignUp, expect as baseExpect, expectPath, test, tr } from './fixtures.ts';
import { call, categoryId, ready, signedInPage } from './content-helpers.ts';

// a shared 2-core machine: the editor and the admin chunks take their time to load
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 90_000 });

/**
 * The board as people use it: a customer writes a post with the editor, others comment and reply,
 * a reload does not add a view, someone reports it, staff find the report and hide the post.
 */

test.describe('board', () => {
  test('a customer writes a post, another comments, the author replies; reloads do not add views', async ({
    page,
    browser,
    baseURL,
  }) => {
    const author = await apiSignUp(page.request, { name: '박서연' });
    await page.goto('/board');
    await ready(page);
    await page.getByRole('button', { name: tr('board.write') }).click();
    await expect(page).toHaveURL(/compose=1/);

    // nothing typed: the form says what is missing and sends nothing
    await page.getByRole('button', { name: tr('board.publish') }).click();
    await expect(page.getByText(tr('errors.required')).first()).toBeVisible();

    await page.getByRole('textbox', { name: tr('board.category') }).click();
    await page.getByRole('option', { name: '처방 Q&A' }).click();
    const title = `히알루론산 점도 질문 ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: tr('board.titleLabel') }).fill(title);
    const body = page.getByRole('textbox', { name: tr('board.bodyLabel') });
    await body.click();
    await page.keyboard.type('히알루론산 0.5%에서 점도가 너무 높아요. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('대안이 있을까요?');
    await page.getByRole('button', { name: tr('board.publish') }).click();

    await expect(page).toHaveURL(/\/board\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('대안이 있을까요?');
    const postUrl = new URL(page.url()).pathname;
    const views = page.getByText(/^조회 \d+$/);
    await expect(views).toHaveText('조회 1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(views).toHaveText('조회 1');

    // another customer comments
    const other = await signedInPage(browser, baseURL!);
    await other.page.goto(postUrl);
    await expect(other.page.getByText('조회 2')).toBeVisible();
    await other.page.getByRole('textbox', { name: tr('board.commentLabel') }).fill('저는 카보머를 줄여서 해결했어요.');
    await other.page.getByRole('button', { name: tr('board.addComment') }).click();
    // in the list, not in the box it was typed in (React mirrors a textarea's value into its text, so a
    // plain text match is true before the comment is sent — closing the page then aborted the send)
    await expect(other.page.getByRole('listitem').filter({ hasText: '저는 카보머를 줄여서 해결했어요.' })).toBeVisible();
    await other.context.close();

    // the author replies to it
    await page.reload();
    await page.getByRole('button', { name: tr('board.reply') }).click();
    await page.getByRole('textbox', { name: /님에게 답글$/ }).fill('감사합니다! 시도해 볼게요.');
    await page.getByRole('button', { name: tr('board.addReply') }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '감사합니다! 시도해 볼게요.' }).last()).toBeVisible();
    await expect(page.getByRole('heading', { name: '댓글 2' })).toBeVisible();
    // the list shows the post with its comment count
    await page.goto('/board');
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    expect(author.name).toBe('박서연');
  });

  test('a signed-in user reports a post once; staff see the report and hide it', async ({ page, browser, baseURL }) => {
    const writer = await signedInPage(browser, baseURL!);
    const title = `싸게 팝니다 ${Date.now().toString(36)}`;
    const post = await call<{ id: string }>(writer.page.request, 'POST', '/api/board/posts', {
      categoryId: await categoryId(writer.page.request),
      title,
      body: '<p>광고 글입니다.</p>',
    });

    await apiSignUp(page.request);
    await page.goto(`/board/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: tr('board.report.button') }).click();
    const dialog = page.getByRole('dialog', { name: tr('board.report.title') });
    await dialog.getByRole('button', { name: tr('board.report.send') }).click();
    await expect(dialog.getByText(tr('board.report.chooseReason'))).toBeVisible();
    await dialog.getByRole('radio', { name: tr('board.report.reasons.spam') }).check();
    await dialog.getByRole('textbox', { name: tr('board.report.detail') }).fill('같은 광고가 계속 올라옵니다.');
    await dialog.getByRole('button', { name: tr('board.report.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: tr('board.report.already') })).toBeDisabled();

    // staff: reported posts, open it, read the report, hide it
    const staff = await signedInPage(browser, baseURL!, DEMO.admin);
    await staff.page.goto('/admin/admin-board?reported=true');
    await staff.page.getByRole('button', { name: title }).click();
    const drawer = staff.page.getByRole('dialog');
    await expect(drawer.getByText('같은 광고가 계속 올라옵니다.')).toBeVisible();
    await drawer.getByRole('button', { name: tr('adminContent.board.hide') }).click();
    await expect(drawer.getByRole('button', { name: tr('adminContent.board.show') })).toBeVisible();
    await staff.context.close();

    // hidden: gone for everyone else, still there (marked) for its author
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: tr('board.notFoundTitle') })).toBeVisible();
    await writer.page.goto(`/board/${post.id}`);
    await expect(writer.page.getByText(tr('board.hiddenTitle'))).toBeVisible();
    await writer.context.close();
  });

  test('an author edits and deletes their own post; someone else cannot', async ({ page, browser, baseURL }) => {
    await apiSignUp(page.request);
    const post = await call<{ id: string }>(page.request, 'POST', '/api/board/posts', {
      categoryId: await categoryId(page.request),
      title: '수정 전 제목',
      body: '<p>처음 내용</p>',
    });
    await page.goto(`/board/${post.id}`);
    await page.getByRole('button', { name: tr('board.edit') }).click();
    await page.getByRole('textbox', { name: tr('board.titleLabel') }).fill('수정한 제목');
    await page.getByRole('button', { name: tr('board.save') }).click();
    await expect(page.getByRole('heading', { level: 1, name: '수정한 제목' })).toBeVisible();

    // another customer sees no edit or delete, and the API answers 404
    const other = await signedInPage(browser, baseURL!);
    await other.page.goto(`/board/${post.id}`);
    await expect(other.page.getByRole('heading', { level: 1, name: '수정한 제목' })).toBeVisible();
    await expect(other.page.getByRole('button', { name: tr('board.edit') })).toHaveCount(0);
    await call(other.page.request, 'DELETE', `/api/board/posts/${post.id}`, undefined, 404);
    await other.context.close();

    await page.getByRole('button', { name: tr('board.delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('board.delete') })
      .click();
    await expectPath(page, '/board');
  });

  test('a visitor reads but is asked to sign in to write or comment', async ({ page }) => {
    await page.goto('/board');
    await ready(page);
    await expect(page.getByRole('link', { name: tr('board.signInToWrite') })).toBeVisible();
    await page.getByRole('link', { name: /게시판 이용 안내/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '게시판 이용 안내' })).toBeVisible();
    await expect(page.getByText(tr('board.signInToComment'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: tr('board.commentLabel') })).toHaveCount(0);
    await apiSignIn(page.request, DEMO.customer);
  });
});
