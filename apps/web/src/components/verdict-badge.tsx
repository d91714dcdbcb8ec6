import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';
import type { VerdictStatus } from '@formulab/shared/compliance/compliance';
import { OK_GREEN } from './validity-badge.tsx';

const BADGE: Record<VerdictStatus, { color: string; c: string; icon: typeof IconCircleCheck }> = {
  pass: { color: 'green.1', c: OK_GREEN, icon: IconCircleCheck },
  warning: { color: 'yellow.2', c: 'dark.7', icon: IconInfoCircle },
  fail: { color: 'red.1', c: 'red.9', icon: IconAlertTriangle },
};

/**
 * A compliance verdict — pass / warning / fail — as a badge with a word (DESIGN.md: status is always
 * a coloured badge with a word): the recipe editor's markets panel and staff's recorded verdicts.
 */
export function VerdictBadge({ status, testId }: { status: VerdictStatus; testId?: string }) {
  const { t } = useTranslation();
  const b = BADGE[status];
  const Icon = b.icon;
  return (
    <Badge
      size="sm"
      radius="sm"
      tt="none"
      fw={700}
      color={b.color}
      c={b.c}
      leftSection={<Icon size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
      data-testid={testId}
      data-status={status}
    >
      {t(`compliance.status.${status}`)}
    </Badge>
  );
}
