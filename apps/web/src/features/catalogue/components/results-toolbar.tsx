import { Button, Group, NativeSelect, Skeleton, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { formatNumber } from '../../../lib/format.ts';
import { ViewToggle, type CatalogueView } from './view-toggle.tsx';

/** "1,234 ingredients", clear filters, sort and grid/list: the line above the results. */
export function ResultsToolbar({
  total,
  countKey,
  sort,
  sorts,
  onSort,
  view,
  onView,
  onClear,
}: {
  total: number | undefined;
  /** a plural key with {{count}}: catalogue.ingredients.count */
  countKey: string;
  sort: string;
  sorts: { value: string; label: string }[];
  onSort: (v: string) => void;
  /** grid / list toggle, when the screen offers both */
  view?: CatalogueView;
  onView?: (v: CatalogueView) => void;
  /** shown when some filter is active */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        {total === undefined ? (
          <Skeleton h={22} w={120} radius="sm" />
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
            {t('catalogue.filters.clear')}
          </Button>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sortId} fz="sm" c="gray.8" fw={500} lh={1} style={{ whiteSpace: 'nowrap' }}>
            {t('catalogue.sort.label')}
          </Text>
          {/* the browser's own select: light (no popover library on the list pages' first load) and
              the platform's picker on a phone */}
          <NativeSelect
            id={sortId}
            size="sm"
            w={{ base: 176, xs: 188 }}
            data={sorts}
            value={sort}
            onChange={(e) => onSort(e.currentTarget.value)}
            styles={{ input: { background: 'white' } }}
          />
        </Group>
        {view && onView && <ViewToggle value={view} onChange={onView} />}
      </Group>
    </Group>
  );
}
