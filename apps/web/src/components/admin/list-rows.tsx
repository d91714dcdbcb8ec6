import { ActionIcon, Button, type ActionIconProps, type ButtonProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A row's remove button in a staff form's list of rows (lots, colours, price tiers, quote lines,
 * product options): a trash icon named for its row ("Remove lot 2"), red unless told otherwise.
 */
export function RemoveRowButton({
  label,
  color = 'red',
  ...props
}: Omit<ActionIconProps, 'children'> & { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <ActionIcon variant="subtle" color={color} aria-label={label} {...props}>
      <IconTrash size={16} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The button under a list of rows that adds one: small, light unless told otherwise, with a plus. */
export function AddRowButton({
  variant = 'light',
  ...props
}: ButtonProps & { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return <Button variant={variant} size="xs" leftSection={<IconPlus size={14} aria-hidden="true" />} {...props} />;
}
