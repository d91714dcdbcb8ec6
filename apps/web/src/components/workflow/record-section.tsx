import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

/**
 * One titled card of a record's page or a checkout (the answer, the tax invoices, the address): a
 * section named by its heading; `aside` stands at the end of the heading's line (a revision, actions).
 */
export function RecordSection({
  title,
  aside,
  gap = 'md',
  style,
  testId,
  children,
}: {
  title: string;
  aside?: ReactNode;
  gap?: 'sm' | 'md';
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <Title order={2} fz="lg" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby={id}
      style={style}
      data-testid={testId}
    >
      <Stack gap={gap}>
        {aside ? (
          <Group justify="space-between" align="center" gap="xs">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
