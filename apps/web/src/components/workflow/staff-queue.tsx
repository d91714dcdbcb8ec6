import { Button, Group, Stack, Text } from '@mantine/core';
import { SEARCH_COUNT_CAP } from '@formulab/shared/pagination';
import type { ReactNode } from 'react';
import type { TFunction } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.ts';
import { formatNumber } from '../../lib/format.ts';
import {
  AdminEmptyState,
  AdminListStates,
  AdminPageHeader,
  SearchField,
  type CursorPages,
  type ListQueryState,
} from '../admin/index.ts';
import { StateTabs } from './state-tabs.tsx';
import type { WorkflowSubject } from './subject.ts';
import type { QueueParams } from './queue-params.ts';

/** A page of the queue: its rows, its total and its counts per state (the tabs). */
type QueuePage<S extends string> = {
  items: readonly unknown[];
  total: number;
  nextCursor: string | null;
  counts: Record<S, number> | null;
};

/** The screen's texts, already translated. */
export type QueueStrings = {
  search: string;
  searchPlaceholder: string;
  /** the state tabs' label, and the "all" tab's */
  states: string;
  all: string;
  retry: string;
  empty: string;
  emptyHint: string;
  emptyFiltered: string;
  emptyFilteredHint: string;
  clear: string;
};

const QUEUE_STRINGS: readonly (keyof QueueStrings)[] = [
  'search',
  'searchPlaceholder',
  'states',
  'all',
  'retry',
  'empty',
  'emptyHint',
  'emptyFiltered',
  'emptyFilteredHint',
  'clear',
];

/**
 * A queue's texts from its strings group, each named as in `QueueStrings` (`adminSamples.search`,
 * `adminSamples.emptyHint` …); `keys` names the ones kept elsewhere (the "all" tab the customer's list
 * shares, a second queue's own empty state).
 */
export function queueStrings(t: TFunction, group: string, keys: Partial<Record<keyof QueueStrings, string>> = {}): QueueStrings {
  return Object.fromEntries(QUEUE_STRINGS.map((k) => [k, t(keys[k] ?? `${group}.${k}`)])) as QueueStrings;
}

/**
 * A staff queue of workflow records (sample requests, quotes, orders, inquiries, partnerships): the page
 * header with its search, the state tabs with their counts, the area's own filters, the table with its
 * loading / error / empty states and the pager, and the drawer of the record opened (`?id=`). An area
 * gives its queue (`useQueueParams`, then `useQueueList`), its table and its drawer.
 */
export function StaffQueueScreen<S extends string, D extends QueuePage<S>>({
  screen,
  subject,
  queue: { params, list, pages, counts, uncounted },
  icon,
  actions,
  above,
  strings,
  filters,
  table,
  drawer,
}: {
  screen: string;
  subject: WorkflowSubject;
  /** the queue's params, pages, list and counts (`useQueueList`: later pages keep the first page's counts) */
  queue: {
    params: Pick<QueueParams<S>, 'states' | 'q' | 'state' | 'size' | 'id' | 'filtered' | 'clear' | 'update'>;
    list: ListQueryState<D>;
    pages: CursorPages;
    counts: Record<S, number> | undefined;
    /** the first page came without counts: a search with more matches than the server counts */
    uncounted?: boolean;
  };
  /** the empty state's picture */
  icon: ReactNode;
  strings: QueueStrings;
  /** the header's actions before the search (a filter, an export) */
  actions?: ReactNode;
  /** under the header, above the tabs (a switch between views of the screen) */
  above?: ReactNode;
  /** filters beside the state (a category, a type, a sort) */
  filters?: ReactNode;
  table: (data: D, props: { fetching: boolean; onOpen: (id: string) => void; empty: ReactNode }) => ReactNode;
  drawer: (id: string | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const empty = (
    <AdminEmptyState
      icon={icon}
      title={params.filtered ? strings.emptyFiltered : strings.empty}
      hint={params.filtered ? strings.emptyFilteredHint : strings.emptyHint}
    >
      {params.filtered && (
        <Button size="xs" variant="default" onClick={params.clear}>
          {strings.clear}
        </Button>
      )}
    </AdminEmptyState>
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen={screen}
        actions={
          <Group gap="xs" wrap="wrap">
            {actions}
            <SearchField
              value={params.q}
              onChange={(q) => params.update({ q })}
              label={strings.search}
              placeholder={strings.searchPlaceholder}
              w={actions ? 320 : 340}
            />
          </Group>
        }
      />
      {above}
      <StateTabs
        subject={subject}
        states={params.states}
        value={params.state}
        counts={counts}
        onChange={(state) => params.update({ state: state ?? null })}
        label={strings.states}
        allLabel={strings.all}
      />
      {uncounted && (
        <Text fz="xs" c="gray.7">
          {t('adminKit.countsCapped', { cap: formatNumber(SEARCH_COUNT_CAP) })}
        </Text>
      )}
      {filters && (
        <Group gap="sm" wrap="wrap">
          {filters}
        </Group>
      )}
      <AdminListStates
        query={list}
        retryLabel={strings.retry}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) =>
          table(data, {
            fetching: list.isFetching && list.isPlaceholderData,
            onOpen: (id) => params.update({ id }, false),
            empty,
          })
        }
      </AdminListStates>
      {drawer(params.id, () => params.update({ id: null }, false))}
    </Stack>
  );
}
