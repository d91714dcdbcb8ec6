import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDetail } from '@formulab/shared/content/content.schema';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { PostComposer } from './post-composer.tsx';

// Issue 23 item 4: editing one's post sends the version it was opened at; a save over another tab's
// change (409 CHANGED_MEANWHILE naming the post) says so in words, and the editor stays open.

type Call = { url: string; method: string; body: unknown };

function stubFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const category = { id: 2, slug: 'free', nameKo: '자유', nameEn: 'Free talk', position: 0, postCount: 1, version: 0 };
const post: PostDetail = {
  id: '5b3c1f9e-8d2a-4c61-9a0e-2f4d6b8c1a37',
  category: { id: 2, slug: 'free', nameKo: '자유', nameEn: 'Free talk' },
  title: 'Tinted balm base',
  excerpt: 'Looking for a base',
  author: { name: 'Kim' },
  pinned: false,
  hidden: false,
  hasImage: false,
  viewCount: 3,
  commentCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  mine: true,
  reportCount: 0,
  body: '<p>Looking for a base</p>',
  version: 4,
  reported: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('editing a board post', () => {
  it('sends the version it was opened at, and a stale save says the post changed meanwhile', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? Response.json(
            { code: 'CHANGED_MEANWHILE', message: 'This boardPost was changed in the meantime', record: 'boardPost' },
            { status: 409 },
          )
        : Response.json({ items: [category] }),
    );
    const onDone = vi.fn();
    const { user } = renderUi(<PostComposer post={post} onDone={onDone} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: en.board.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.changedMeanwhile.boardPost);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ url: `/api/board/posts/${post.id}` });
    expect(put!.body).toMatchObject({ title: 'Tinted balm base', categoryId: 2, version: 4 });
    expect(onDone).not.toHaveBeenCalled();
  });
});
