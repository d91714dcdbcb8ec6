import { Group, Skeleton } from '@mantine/core';

/** Lines of text while they load, one under another: the `i`th is `h[i]` px tall and `w[i]` wide. */
export function SkeletonLines({ h, w }: { h: readonly number[]; w: readonly (number | string)[] }) {
  return h.map((height, i) => <Skeleton key={i} h={height} w={w[i]} radius="sm" />);
}

/** A row of badges while they load, `widths` wide and `h` tall. */
export function SkeletonBadges({ widths, h = 18, gap = 4 }: { widths: readonly number[]; h?: number; gap?: number }) {
  return (
    <Group gap={gap}>
      {widths.map((w, i) => (
        <Skeleton key={i} h={h} w={w} radius="sm" />
      ))}
    </Group>
  );
}

/**
 * Two bars at either end of a line, `h[i]` px tall and `w[i]` wide (`rule`: LinkCardFoot's, under a
 * rule at the card's bottom).
 */
export function SkeletonEnds({
  h,
  w,
  rule = false,
}: {
  h: readonly [number, number];
  w: readonly [number, number];
  rule?: boolean;
}) {
  return (
    <>
      {rule && <Skeleton h={1} mt="auto" />}
      <Group justify="space-between">
        <Skeleton h={h[0]} w={w[0]} radius="sm" />
        <Skeleton h={h[1]} w={w[1]} radius="sm" />
      </Group>
    </>
  );
}
