import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One panel of the recipe editor (facts, lines, markets, the live check): a white bordered region,
 * named by `aria-label` or its heading (`aria-labelledby`); `compact` pads less on a phone.
 */
export function EditorPanel({
  component,
  compact = false,
  children,
  ...props
}: Omit<PaperProps, 'p'> & {
  component: 'section' | 'aside';
  compact?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" bg="white" p={compact ? { base: 'sm', sm: 'md' } : 'md'} component={component} {...props}>
      {children}
    </Paper>
  );
}
