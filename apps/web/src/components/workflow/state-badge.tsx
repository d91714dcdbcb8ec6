import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import type { WorkflowSubject } from './subject.ts';

/**
 * DESIGN.md: the same colours everywhere — grey submitted, blue in review/quoted, amber awaiting the
 * customer, violet in production, teal shipped (or partly shipped), green delivered/completed, red rejected/cancelled/expired.
 */
const COLOUR: Record<string, MantineColor> = {
  submitted: 'gray',
  requested: 'gray',
  reviewing: 'blue',
  quoted: 'blue',
  awaiting_payment: 'yellow',
  pending_payment: 'yellow',
  accepted: 'yellow',
  paid: 'cyan',
  preparing: 'violet',
  refund_requested: 'yellow',
  refunded: 'gray',
  in_production: 'violet',
  quality_check: 'violet',
  // an order partly on its way: shipping has begun (teal, like shipped)
  partially_shipped: 'teal',
  shipped: 'teal',
  delivered: 'green',
  ordered: 'green',
  rejected: 'red',
  cancelled: 'red',
  expired: 'red',
  declined: 'red',
  // inquiries: waiting for staff, answered (the customer's turn), closed; partnership: new
  open: 'blue',
  answered: 'yellow',
  closed: 'gray',
  new: 'gray',
};

export function stateColour(state: string): MantineColor {
  return COLOUR[state] ?? 'gray';
}

/** Text on a light badge of `colour` with at least 4.5:1 contrast (the darkest shade, or near-black). */
function stateText(colour: MantineColor): string {
  return ['blue', 'cyan', 'violet', 'red'].includes(colour) ? `${colour}.9` : 'dark.7';
}

/** A record's state as a coloured badge with its translated name. */
export function StateBadge({
  subject,
  state,
  size = 'md',
}: {
  subject: WorkflowSubject;
  state: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={stateColour(state)}
      variant="light"
      size={size}
      radius="sm"
      // Mantine's light text (shade 8) on its tint falls below WCAG AA for most colours
      c={stateText(stateColour(state))}
      style={{ textTransform: 'none' }}
    >
      {t(`workflow.states.${subject}.${state}`)}
    </Badge>
  );
}
