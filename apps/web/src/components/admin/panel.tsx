import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A staff screen's titled panel (a chart, a top-ten list): a section named by its heading, whose
 * `id` the page chooses; `headingGap`, the space under the heading.
 */
export function AdminPanel({
  id,
  title,
  headingGap = 'sm',
  children,
}: {
  id: string;
  title: string;
  headingGap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" id={id} mb={headingGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
