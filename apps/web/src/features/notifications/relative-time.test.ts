import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  it('names the largest whole unit, in the reader language', () => {
    expect(relativeTime(ago(10), 'en', now)).toBe('now');
    expect(relativeTime(ago(10), 'ko', now)).toBe('지금');
    expect(relativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(5 * 60), 'ko', now)).toBe('5분 전');
    expect(relativeTime(ago(3 * 3600 + 50), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(relativeTime(ago(26 * 3600), 'ko', now)).toBe('어제');
    expect(relativeTime(ago(40 * 24 * 3600), 'en', now)).toBe('last month');
  });
});
