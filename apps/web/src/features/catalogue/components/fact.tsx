import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value in a definition list. */
export function Fact({ label, children, span = 1 }: { label: string; children: ReactNode; span?: 1 | 2 }) {
  return (
    <Box style={{ gridColumn: span === 2 ? '1 / -1' : undefined }}>
      <Text component="dt" fz="xs" c="gray.7" fw={500} mb={2}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" c="gray.9" className="tabular">
        {children}
      </Text>
    </Box>
  );
}
