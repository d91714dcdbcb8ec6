import { Button, type MantineSpacing } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The coral call to start a new recipe (a link to /new-recipes): `md` where it leads a page or an
 * empty workspace, `sm` inside a list.
 */
export function NewRecipeButton({ size = 'md', mt, children }: { size?: 'sm' | 'md'; mt?: MantineSpacing; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to="/new-recipes"
      color="coral.9"
      size={size}
      leftSection={<IconPlus size={size === 'md' ? 18 : 16} aria-hidden="true" />}
      mt={mt}
    >
      {children}
    </Button>
  );
}
