import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { errorKey } from '../../lib/api.ts';
import { CursorPager, type CursorPages } from './cursor-pager.tsx';
import { LoadingStack } from '../list-states.tsx';

/**
 * What an admin table shows when it has no rows: the error, "nothing matched", or "nothing yet" with an
 * add button. Nothing at all while rows exist — mantine-datatable keeps its empty state (transparent) over
 * the rows, where a button would catch row clicks.
 */
export function tableEmptyState(p: {
  pending: boolean;
  hasRows: boolean;
  error: string | null;
  filtered: boolean;
  noMatch: string;
  empty: string;
  addLabel: string;
  onAdd: () => void;
}) {
  if (p.pending || p.hasRows) return undefined;
  return (
    <Stack align="center" gap="xs" py="lg">
      <Text c="gray.7" fz="sm">
        {p.error ?? (p.filtered ? p.noMatch : p.empty)}
      </Text>
      {!p.filtered && !p.error && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={p.onAdd}
          style={{ pointerEvents: 'all' }}
        >
          {p.addLabel}
        </Button>
      )}
    </Stack>
  );
}

/**
 * An empty list, said plainly: an icon, what is (not) there, a hint, and the way on (clear the
 * filters, add or import the first record) as `children`.
 */
export function AdminEmptyState({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap={6} py="xl" px="md" ta="center" style={{ pointerEvents: 'auto' }}>
      {icon}
      <Text fw={600}>{title}</Text>
      <Text fz="sm" c="gray.7" maw={440}>
        {hint}
      </Text>
      {children && (
        <Group gap="xs" mt="xs" justify="center">
          {children}
        </Group>
      )}
    </Stack>
  );
}

/**
 * An admin list's empty state in its area's words (`strings`): `<strings>.empty` and `.emptyHint`, or
 * while a search or filter is on `.emptyFiltered` and `.emptyFilteredHint` with the button that clears
 * them (`clear`); `children` (adding the first record) only when nothing is filtered.
 */
export function FilteredEmptyState({
  icon: Icon,
  strings,
  filtered,
  clear,
  children,
}: {
  icon: ComponentType<{ size: number; color: string; 'aria-hidden': 'true' }>;
  strings: string;
  filtered: boolean;
  clear: { label: string; onClick: () => void };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AdminEmptyState
      icon={<Icon size={36} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={t(`${strings}.${filtered ? 'emptyFiltered' : 'empty'}`)}
      hint={t(`${strings}.${filtered ? 'emptyFilteredHint' : 'emptyHint'}`)}
    >
      {filtered ? (
        <Button size="xs" variant="default" onClick={clear.onClick}>
          {clear.label}
        </Button>
      ) : (
        children
      )}
    </AdminEmptyState>
  );
}

/** A list that could not be loaded: the translated reason and a button to try again. */
export function AdminLoadError({ error, onRetry, retryLabel }: { error: unknown; onRetry: () => void; retryLabel: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{t(errorKey(error))}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}

/** The table's shape while its first page loads (header and ten fading rows). */
export function AdminTableSkeleton() {
  return (
    <LoadingStack gap={6}>
      <Skeleton h={38} />
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} h={30} opacity={1 - i * 0.08} />
      ))}
    </LoadingStack>
  );
}

/** A page of a server list, as every list endpoint answers. */
type ListPage = { items: readonly unknown[]; total: number; nextCursor?: string | null };
type ListQuery<D> = { data: D | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/** A list's query as a table reads it: its states, and whether the page shown is the last one while the next loads. */
export type ListQueryState<D> = ListQuery<D> & { isFetching: boolean; isPlaceholderData: boolean };

/**
 * The states of a server list around its table: the error with a retry (when nothing is shown yet),
 * the skeleton on the first load, then `children` with the data (earlier data stays shown while the
 * next page loads) and, when given `pager` and there are rows, the CursorPager under it.
 */
export function AdminListStates<D extends ListPage>({
  query,
  retryLabel,
  pager,
  children,
}: {
  query: ListQuery<D>;
  retryLabel: string;
  pager?: { pages: CursorPages; limit: number; onLimit: (limit: string) => void };
  children: (data: D) => ReactNode;
}) {
  if (query.isError && query.data === undefined)
    return <AdminLoadError error={query.error} onRetry={() => void query.refetch()} retryLabel={retryLabel} />;
  if (query.data === undefined) return <AdminTableSkeleton />;
  return (
    <>
      {children(query.data)}
      {pager && query.data.total > 0 && <CursorPager {...pager} data={query.data} />}
    </>
  );
}
