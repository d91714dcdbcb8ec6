import { Group, Paper, Skeleton, Stack } from '@mantine/core';

// apart from ingredient-list.tsx: the list view (a Mantine Table) is loaded only when it is shown
/** Skeleton rows for the list view. */
export function IngredientListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Paper withBorder radius="lg" bg="white" p="md" aria-hidden="true">
      <Stack gap="md">
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={14} w="45%" radius="sm" />
              <Skeleton h={10} w="30%" radius="sm" />
            </Stack>
            <Skeleton h={14} w={90} radius="sm" />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
