import { ActionIcon, Button, Tooltip, type ActionIconProps, type ButtonProps } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

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

/**
 * The two buttons that move an item one place in an ordered list (the pictures of a record, the
 * entries of a term list): earlier and later, as arrows left and right along a `row`, up and down a
 * `column`; the first cannot go earlier nor the last later. `onMove` gets the place the item goes to.
 * With `tooltips` each also names itself on hover; `refs` reach the buttons (to keep the focus on
 * the item after a move).
 */
export function MoveButtons({
  index,
  count,
  onMove,
  labels,
  axis,
  size,
  tooltips = false,
  refs,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  labels: { earlier: string; later: string };
  axis: 'row' | 'column';
  size?: 'sm';
  tooltips?: boolean;
  refs?: { earlier?: Ref<HTMLButtonElement>; later?: Ref<HTMLButtonElement> };
}) {
  const icon = size ? 14 : 16;
  const [Earlier, Later] = axis === 'row' ? [IconArrowLeft, IconArrowRight] : [IconArrowUp, IconArrowDown];
  const button = (label: string, to: number, disabled: boolean, Icon: typeof Earlier, ref?: Ref<HTMLButtonElement>) => {
    const action = (
      <ActionIcon
        ref={ref}
        size={size}
        variant="subtle"
        color="gray"
        disabled={disabled}
        onClick={() => onMove(to)}
        aria-label={label}
      >
        <Icon size={icon} aria-hidden="true" />
      </ActionIcon>
    );
    return tooltips ? <Tooltip label={label}>{action}</Tooltip> : action;
  };
  return (
    <>
      {button(labels.earlier, index - 1, index === 0, Earlier, refs?.earlier)}
      {button(labels.later, index + 1, index === count - 1, Later, refs?.later)}
    </>
  );
}
