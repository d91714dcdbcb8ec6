import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react.ts';
import { formatNumber } from '../lib/format.ts';

/**
 * The start of the line above a browsing list's results: "1,234 ingredients" (announced as it changes;
 * a bar `skeletonWidth` wide until the total is known) and, while some filter is on, the button that
 * clears them.
 */
export function ResultsCount({
  total,
  countKey,
  skeletonWidth,
  clearLabel,
  onClear,
  mih,
}: {
  total: number | undefined;
  /** a plural key with {{count}} and {{n}}: catalogue.ingredients.count */
  countKey: string;
  skeletonWidth: number;
  clearLabel: string;
  /** shown when some filter is active */
  onClear: (() => void) | undefined;
  mih?: number;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" mih={mih}>
      {total === undefined ? (
        <Skeleton h={22} w={skeletonWidth} radius="sm" />
      ) : (
        <Text fw={600} c="gray.9" className="tabular" aria-live="polite" aria-atomic="true">
          {t(countKey, { count: total, n: formatNumber(total) })}
        </Text>
      )}
      {onClear && (
        <Button
          variant="subtle"
          color="brand"
          size="compact-sm"
          leftSection={<IconFilterOff size={15} aria-hidden="true" />}
          onClick={onClear}
        >
          {clearLabel}
        </Button>
      )}
    </Group>
  );
}
