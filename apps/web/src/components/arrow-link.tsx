import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link onward from a card or a section: its label with an arrow after it, on one line. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" fw={600} c="brand.8">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconArrowRight size={14} aria-hidden="true" />
      </Group>
    </Anchor>
  );
}
