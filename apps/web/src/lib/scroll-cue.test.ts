import { describe, expect, it } from 'vitest';
import { edgesOf, scrollCueMask } from './scroll-cue.ts';

describe('the fade at the edge of a row that scrolls sideways', () => {
  it('fades the side with more to see, both when scrolled into the middle, none when all fits', () => {
    expect(edgesOf({ scrollLeft: 0, scrollWidth: 600, clientWidth: 390 })).toEqual({ before: false, after: true });
    expect(edgesOf({ scrollLeft: 100, scrollWidth: 600, clientWidth: 390 })).toEqual({ before: true, after: true });
    expect(edgesOf({ scrollLeft: 210, scrollWidth: 600, clientWidth: 390 })).toEqual({ before: true, after: false });
    expect(edgesOf({ scrollLeft: 0, scrollWidth: 390.4, clientWidth: 390 })).toEqual({ before: false, after: false });
    expect(scrollCueMask({ before: false, after: false })).toEqual({});
    expect(scrollCueMask({ before: false, after: true }).maskImage).toBe(
      'linear-gradient(to right, #000, #000 calc(100% - 40px), transparent)',
    );
    expect(scrollCueMask({ before: true, after: true }).maskImage).toBe(
      'linear-gradient(to right, transparent, #000 40px, #000 calc(100% - 40px), transparent)',
    );
  });
});
