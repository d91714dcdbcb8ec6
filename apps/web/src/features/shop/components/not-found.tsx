import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyTrayIllustration } from '../../../components/empty-tray-illustration.tsx';

/** A shop record that does not exist (or is not the reader's): the screen's title says so, and a way back. */
export function ShopNotFound({
  title,
  body,
  backTo,
  backLabel,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Paper withBorder radius="lg" bg="white" p="xl">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <EmptyTrayIllustration size={120} />
        <Text component="h1" fw={800} fz={26} c="gray.9" m={0}>
          {title}
        </Text>
        <Text c="gray.7" maw={460}>
          {body}
        </Text>
        <Button
          component={Link}
          to={backTo}
          variant="default"
          mt="xs"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
