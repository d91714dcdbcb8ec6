import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { EmptyResults, ListMore, LoadErrorAlert, LoadingStack, NotFoundPanel } from '../list-states.tsx';
import { StateTabs } from './state-tabs.tsx';
import type { WorkflowSubject } from './subject.ts';
import { errorKey } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { isNotFound } from '../../lib/not-found.ts';
import { useListPages } from '../../lib/use-list-pages.ts';

// The customer's pipeline screens (/sample-requests, /quotes, /orders) share one shape: a heading, the
// state tabs with counts, the list with its loading, error and empty states, "show more"; and one
// record opened by `?id=` with its not-found and error states. Each screen names its string group
// (`samples`, `quotes`, `orders`: `<group>.list.*`, `<group>.tabs.*`, `<group>.detail.*`). The other
// lists of the customer's records by state (/support, /purchase-history) are the same list.

export type WorkflowStrings = 'samples' | 'quotes' | 'orders';

export const workflowPageStyle = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

export function WorkflowHeading({ title, lead, action }: { title: string; lead: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {title}
        </Title>
        <Text c="gray.7">{lead}</Text>
      </Stack>
      {action}
    </Group>
  );
}

/** The list's state filter, kept in the URL as `?state=` (anything not a state of the machine is "all"). */
export function useStateParam<S extends string>(states: readonly S[]): [S | undefined, (s: S | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (states as readonly string[]).includes(raw ?? '') ? (raw as S) : undefined;
  const setState = (s: S | undefined) => setParams(s ? { state: s } : {}, { replace: true, preventScrollReset: true });
  return [state, setState];
}

interface WorkflowPage<T, S extends string> {
  items: T[];
  total: number;
  counts?: Record<S, number> | null;
}

/**
 * One customer list of a pipeline subject: tabs by state, cards, and what to show while loading, on
 * an error and when empty (`emptyAction` leads to where such records are made); `children` (the
 * screen's drawers) go after it.
 */
export function WorkflowListScreen<S extends string, T extends { id: string }>({
  subject,
  strings,
  states,
  state,
  onState,
  list,
  title,
  action,
  notice,
  emptyAction,
  renderItem,
  children,
}: {
  subject: WorkflowSubject;
  /**
   * the key prefix of the list's words, `<strings>.list.*` and `<strings>.tabs.*`: a pipeline group's,
   * the inquiries' or the purchase history's (named at the screen only: groups.test.ts reads a screen's
   * string groups from the keys its code spells out)
   */
  strings: string;
  states: readonly S[];
  state: S | undefined;
  onState: (s: S | undefined) => void;
  list: UseInfiniteQueryResult<InfiniteData<WorkflowPage<T, S>>>;
  title: string;
  action?: ReactNode;
  /** under the heading: why nothing can be sent yet (an unconfirmed e-mail) */
  notice?: ReactNode;
  emptyAction: { to: string };
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, items, total } = useListPages(list.data);
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={workflowPageStyle}>
      <WorkflowHeading title={title} lead={t(`${strings}.list.lead`)} action={action} />
      {notice}
      {(total ?? 0) > 0 || state ? (
        <StateTabs
          subject={subject}
          states={states}
          value={state}
          counts={data?.pages[0]?.counts}
          onChange={onState}
          label={t(`${strings}.tabs.label`)}
          allLabel={t(`${strings}.tabs.all`)}
        />
      ) : null}
      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={t(`${strings}.list.loadError`)}
          message={t(errorKey(list.error))}
          retryLabel={t(`${strings}.list.retry`)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <LoadingStack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={104} radius="lg" />
          ))}
        </LoadingStack>
      ) : items.length === 0 ? (
        state ? (
          <EmptyResults
            title={t(`${strings}.list.emptyState.title`, { state: t(`workflow.states.${subject}.${state}`) })}
            body={t(`${strings}.list.emptyState.body`)}
            bodyMaw={420}
            action={
              <Button variant="default" onClick={() => onState(undefined)}>
                {t(`${strings}.list.emptyState.showAll`)}
              </Button>
            }
          />
        ) : (
          <EmptyResults
            title={t(`${strings}.list.empty.title`)}
            body={t(`${strings}.list.empty.body`)}
            bodyMaw={460}
            action={
              <Button component={Link} to={emptyAction.to} color="coral.9" mt="xs">
                {t(`${strings}.list.empty.action`)}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isFetching}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      <ListMore
        total={items.length ? (total ?? 0) : 0}
        summary={t(`${strings}.list.showing`, { shown: formatNumber(items.length), total: formatNumber(total ?? 0) })}
        moreLabel={t(`${strings}.list.more`)}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
      {children}
    </Stack>
  );
}

/** "← back to the list" above a record or a form. */
export function BackToList({ to, strings }: { to: string; strings: WorkflowStrings }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color="gray.8"
      size="compact-sm"
      w="fit-content"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
    >
      {t(`${strings}.detail.back`)}
    </Button>
  );
}

/**
 * One record opened from its list (`?id=`): not found (an id that is no record of this reader's, or
 * no id at all), a load error with retry, a skeleton, then `render(record)`.
 */
export function WorkflowRecordScreen<T>({
  valid,
  query,
  strings,
  listPath,
  render,
}: {
  valid: boolean;
  query: UseQueryResult<T>;
  strings: WorkflowStrings;
  listPath: string;
  render: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body;
  if (!valid || (query.isError && isNotFound(query.error))) {
    body = (
      <>
        <BackToList to={listPath} strings={strings} />
        <NotFoundPanel
          title={t(`${strings}.detail.notFound.title`)}
          body={t(`${strings}.detail.notFound.body`)}
          illustrationSize={120}
        />
      </>
    );
  } else if (query.isError) {
    body = (
      <LoadErrorAlert
        title={t(`${strings}.detail.loadError`)}
        message={t(errorKey(query.error))}
        retryLabel={t(`${strings}.list.retry`)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data === undefined) {
    body = (
      <LoadingStack gap="lg">
        <Skeleton h={40} w="40%" />
        <Skeleton h={90} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </LoadingStack>
    );
  } else {
    body = render(query.data);
  }
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={workflowPageStyle}>
      {body}
    </Stack>
  );
}
