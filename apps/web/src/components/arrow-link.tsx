import { Anchor, Button, Group, type ButtonProps } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link onward from a card or a section: its label with an arrow after it, on one line. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" fw={600} c="brand.8">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconArrowRight size={14} aria-hidden="true" />
      </Group>
    </Anchor>
  );
}

type ArrowButtonSize = 'xs' | 'sm' | 'md' | 'lg';

/** The arrow grows with the button: 14 px on an `xs` button, 16 on Mantine's default `sm`, 18 from `md` up. */
const ARROW_SIZE: Record<ArrowButtonSize, number> = { xs: 14, sm: 16, md: 18, lg: 18 };

/** A button onward to another page (a link), with an arrow after its label; `variant` and `color` as Button's. */
export function ArrowButton({
  to,
  size,
  children,
  ...look
}: { to: string; size?: ArrowButtonSize; children: ReactNode } & Pick<ButtonProps, 'variant' | 'color'>) {
  return (
    <Button
      component={Link}
      to={to}
      size={size}
      {...look}
      rightSection={<IconArrowRight size={ARROW_SIZE[size ?? 'sm']} aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}
