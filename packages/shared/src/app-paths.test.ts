import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from './app-paths.ts';

// which addresses the server answers as the app's pages (200) and which as unknown (404); the list
// itself is held to the web router's table by apps/web/src/route-table.test.tsx
describe('isAppPath', () => {
  it('knows every route of the app, its parameters filled in', () => {
    expect(APP_PATHS.length).toBeGreaterThan(60);
    for (const pattern of APP_PATHS) expect(isAppPath(pattern.replace(/:\w+/g, 'x1')), pattern).toBe(true);
  });

  it('matches as the router does: any letter case, trailing slashes, percent-encoded segments', () => {
    for (const p of ['/', '/intro', '/IR', '/ir', '/Intro/', '/intro//', '/%69ntro', '/product/abc', '/admin', '/admin/'])
      expect(isAppPath(p), p).toBe(true);
    expect(isAppPath('/recipes/1/print')).toBe(true);
    expect(isAppPath('/admin/users')).toBe(true);
    expect(isAppPath('/admin/compliance-rules')).toBe(true);
    expect(isAppPath('/policies/anything')).toBe(true);
  });

  it('refuses what the router shows its not-found page for', () => {
    for (const p of [
      '/no-such-page',
      '/intro/more',
      '/product/a/b',
      '/product//x',
      '/admin/no-such-screen',
      '/admin/users/1',
      '/recipes/1/edit',
      '/%E0',
      '//intro',
      'intro',
      '',
    ])
      expect(isAppPath(p), p).toBe(false);
  });
});
