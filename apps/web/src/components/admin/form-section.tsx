import { Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of fields in a record form. */
export function FormSection({
  title,
  description,
  children,
  first,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  first?: boolean;
}) {
  return (
    <Stack gap="sm" component="section">
      {!first && <Divider />}
      <div>
        <Text component="h3" fw={700} fz="sm" c="gray.9" m={0}>
          {title}
        </Text>
        {description && (
          <Text fz="xs" c="gray.7">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
