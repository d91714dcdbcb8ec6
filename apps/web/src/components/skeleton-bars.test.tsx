import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { SkeletonBadges, SkeletonEnds, SkeletonLines } from './skeleton-bars.tsx';

const bars = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.mantine-Skeleton-root')].map((el) => [el.style.height, el.style.width]);

describe('skeleton bars', () => {
  it('draws lines one under another, each as tall and wide as given', () => {
    const { container } = renderUi(<SkeletonLines h={[10, 16]} w={['40%', 120]} />);
    expect(bars(container)).toEqual([
      ['calc(0.625rem * var(--mantine-scale))', '40%'],
      ['calc(1rem * var(--mantine-scale))', 'calc(7.5rem * var(--mantine-scale))'],
    ]);
  });

  it('draws a row of badges side by side', () => {
    const { container } = renderUi(<SkeletonBadges widths={[52, 64, 44]} />);
    expect(bars(container)).toHaveLength(3);
    expect(container.querySelector('.mantine-Group-root')).toContainElement(container.querySelector('.mantine-Skeleton-root'));
  });

  it('draws two bars at either end, under a rule when asked', () => {
    const plain = renderUi(<SkeletonEnds h={[12, 12]} w={[70, 80]} />);
    expect(bars(plain.container)).toHaveLength(2);
    plain.unmount();
    const ruled = renderUi(<SkeletonEnds rule h={[16, 12]} w={[110, 70]} />);
    expect(bars(ruled.container)).toHaveLength(3);
    expect(bars(ruled.container)[0]![0]).toBe('calc(0.0625rem * var(--mantine-scale))');
  });
});
