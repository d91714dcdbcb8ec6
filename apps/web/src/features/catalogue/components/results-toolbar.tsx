import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ResultsCount } from '../../../components/results-count.tsx';
import { ViewToggle, type CatalogueView } from './view-toggle.tsx';

/** "1,234 ingredients", clear filters, sort and grid/list: the line above the results. */
export function ResultsToolbar({
  total,
  countKey,
  sorting,
  view,
  onView,
  onClear,
}: {
  total: number | undefined;
  /** a plural key with {{count}}: catalogue.ingredients.count */
  countKey: string;
  /** the order and its choices (urlSort) */
  sorting: { sort: string; options: { value: string; label: string }[]; onSort: (v: string) => void };
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
      <ResultsCount
        total={total}
        countKey={countKey}
        skeletonWidth={120}
        clearLabel={t('catalogue.filters.clear')}
        onClear={onClear}
      />
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
            data={sorting.options}
            value={sorting.sort}
            onChange={(e) => sorting.onSort(e.currentTarget.value)}
            styles={{ input: { background: 'white' } }}
          />
        </Group>
        {view && onView && <ViewToggle value={view} onChange={onView} />}
      </Group>
    </Group>
  );
}
