import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * What an admin table shows when it has no rows: the error, "nothing matched", or "nothing yet" with an
 * add button. Nothing at all while rows exist — mantine-datatable keeps its empty state (transparent) over
 * the rows, where a button would catch row clicks.
 */
export function tableEmptyState(p: {
  pending: boolean;
  hasRows: boolean;
  error: string | null;
  filtered: boolean;
  noMatch: string;
  empty: string;
  addLabel: string;
  onAdd: () => void;
}) {
  if (p.pending || p.hasRows) return undefined;
  return (
    <Stack align="center" gap="xs" py="lg">
      <Text c="gray.7" fz="sm">
        {p.error ?? (p.filtered ? p.noMatch : p.empty)}
      </Text>
      {!p.filtered && !p.error && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={p.onAdd}
          style={{ pointerEvents: 'all' }}
        >
          {p.addLabel}
        </Button>
      )}
    </Stack>
  );
}
