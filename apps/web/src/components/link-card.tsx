import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import linkCard from './link-card.module.css';

/**
 * A browsing grid's card: a white bordered article as tall as its row, which its title link
 * (`linkCard.stretched`) covers, so the whole card is clickable. `flush`: no padding, a picture runs
 * to its edges.
 */
export function LinkCard({ flush = false, children }: { flush?: boolean; children: ReactNode }) {
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
      {children}
    </Paper>
  );
}
