import { Badge, Tooltip, type MantineSize } from '@mantine/core';
import { IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';

/** Dark green text on a light tint: 6.6:1 (Mantine's green.9 on white is only 4.4:1, white on green.8 3.4:1). */
export const OK_GREEN = '#1e6b30';

/**
 * Whether a recipe is usable for samples and quotes (total 100 % ± 0.001, no limit exceeded): green
 * "Usable" or grey "Draft", the same badge on every screen (DESIGN.md status colours). `withHint`
 * explains the rule in a tooltip.
 */
export function ValidityBadge({
  valid,
  size = 'sm',
  withHint = false,
}: {
  valid: boolean;
  size?: MantineSize;
  withHint?: boolean;
}) {
  const { t } = useTranslation();
  const badge = (
    <Badge
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      color={valid ? 'green.1' : 'gray.2'}
      c={valid ? OK_GREEN : 'gray.8'}
      leftSection={valid ? <IconCircleCheck size={12} aria-hidden="true" /> : <IconPencil size={12} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {t(valid ? 'common.validity.valid' : 'common.validity.draft')}
    </Badge>
  );
  if (!withHint) return badge;
  return (
    <Tooltip label={t(valid ? 'common.validity.validHint' : 'common.validity.draftHint')} multiline w={240} withArrow>
      {badge}
    </Tooltip>
  );
}
