import { Divider, Group, Paper, Skeleton, Stack, Text, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import linkCard from './link-card.module.css';

/**
 * A browsing grid's card: a white bordered article as tall as its row, which its title link
 * (`linkCard.stretched`) covers, so the whole card is clickable. `flush`: no padding, a picture runs
 * to its edges. `head`: a text card's top line, two things at either end, with `children` in a column
 * under it (the foot at the bottom).
 */
export function LinkCard({ flush = false, head, children }: { flush?: boolean; head?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p={flush ? undefined : 'md'}
      bg="white"
      h="100%"
      className={`${linkCard.card} keep-all`}
      style={flush ? { overflow: 'hidden' } : undefined}
    >
      {head === undefined ? (
        children
      ) : (
        <Stack gap={10} h="100%">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            {head}
          </Group>
          {children}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The card's title, the link that covers it. The record opens over the list (`fromList`: its page
 * offers the way back, and the list keeps its scroll).
 */
export function LinkCardTitle({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Text component="h2" fz="md" fw={700} c="gray.9" lh={1.35} m={0}>
      <Link to={to} state={{ fromList: true }} preventScrollReset className={linkCard.stretched}>
        {children}
      </Link>
    </Text>
  );
}

/**
 * The card's last line, kept at its bottom under a rule: two figures at either end, `children` and
 * `end`, the lesser one (small, grey, kept on one line).
 */
export function LinkCardFoot({ align, end, children }: { align?: GroupProps['align']; end?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={8} mt="auto">
      <Divider color="gray.2" />
      <Group justify="space-between" align={align} gap="xs" wrap="nowrap">
        {children}
        {end !== undefined && (
          <Text fz="xs" c="gray.7" className="tabular" style={{ whiteSpace: 'nowrap' }}>
            {end}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * A card's place while the list loads, hidden from screen readers: as tall as the card (`h`), or, with
 * `picture`, a 4:3 picture's place at the top (a flush card) and the bars under it.
 */
export function LinkCardSkeleton({ h, picture = false, children }: { h?: number; picture?: boolean; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={picture ? undefined : 'md'}
      bg="white"
      h={h}
      style={picture ? { overflow: 'hidden' } : undefined}
      aria-hidden="true"
    >
      {picture && <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} h="auto" />}
      <Stack gap={10} h={picture ? undefined : '100%'} p={picture ? 'md' : undefined}>
        {children}
      </Stack>
    </Paper>
  );
}

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

type Bars = { h: readonly number[]; w: readonly (number | string)[] };
type Ends = { h: readonly [number, number]; w: readonly [number, number] };

/**
 * A text card's place (LinkCard with `head`) while the list loads, `h` px tall: its head line's two ends
 * (when the card has them), its lines, its badges (`badges` wide) and its foot under the rule.
 */
export function TextCardSkeleton({
  h,
  head,
  lines,
  badges,
  foot,
}: {
  h: number;
  head?: Ends;
  lines: Bars;
  badges: readonly number[];
  foot: Ends;
}) {
  return (
    <LinkCardSkeleton h={h}>
      {head && <SkeletonEnds h={head.h} w={head.w} />}
      <SkeletonLines h={lines.h} w={lines.w} />
      <SkeletonBadges widths={badges} />
      <SkeletonEnds rule h={foot.h} w={foot.w} />
    </LinkCardSkeleton>
  );
}
