import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subject } from '@formulab/shared/workflow/workflow.schema';

/**
 * DESIGN.md: the same colours everywhere — grey submitted, blue in review/quoted, amber awaiting the
 * customer, violet in production, teal shipped, green delivered/completed, red rejected/cancelled/expired.
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
  in_production: 'violet',
  quality_check: 'violet',
  shipped: 'teal',
  delivered: 'green',
  ordered: 'green',
  rejected: 'red',
  cancelled: 'red',
  expired: 'red',
  declined: 'red',
};

export function stateColour(state: string): MantineColor {
  return COLOUR[state] ?? 'gray';
}

/** A record's state as a coloured badge with its translated name. */
export function StateBadge({ subject, state, size = 'md' }: { subject: Subject; state: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={stateColour(state)}
      variant="light"
      size={size}
      radius="sm"
      // amber text on its light background falls below WCAG AA: dark text there
      c={stateColour(state) === 'yellow' ? 'dark.7' : undefined}
      style={{ textTransform: 'none' }}
    >
      {t(`workflow.states.${subject}.${state}`)}
    </Badge>
  );
}
