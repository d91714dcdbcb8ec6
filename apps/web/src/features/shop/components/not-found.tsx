import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NotFoundPanel } from '../../../components/list-states.tsx';

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
    <NotFoundPanel title={title} body={body} illustrationSize={120}>
      <Button component={Link} to={backTo} variant="default" mt="xs" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
        {backLabel}
      </Button>
    </NotFoundPanel>
  );
}
