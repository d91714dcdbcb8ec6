import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { FilteredEmpty, LoadErrorAlert, ListMore, NotFoundPanel } from '../../../components/list-states.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';

/** Nothing matched: say so, and offer to clear the filters (or say the catalogue is being filled). */
export function NoResults({ filtered, onClear, query }: { filtered: boolean; onClear: () => void; query?: string }) {
  const { t } = useTranslation();
  return (
    <FilteredEmpty
      filtered={filtered}
      query={query}
      strings="catalogue.empty"
      clearLabel={t('catalogue.filters.clearAll')}
      onClear={onClear}
      bodyMaw={440}
      idle={{ title: t('catalogue.empty.catalogueTitle'), body: t('catalogue.empty.catalogueBody') }}
    />
  );
}

/** The list could not be loaded: what happened and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t('catalogue.loadError')}
      message={t(errorKey(error))}
      retryLabel={t('catalogue.retry')}
      onRetry={onRetry}
    />
  );
}

/** "Showing 24 of 150" and a Load more button while there is more. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListMore
      total={total}
      summary={t('catalogue.showing', { shown: formatNumber(shown), total: formatNumber(total) })}
      moreLabel={t('catalogue.loadMore')}
      hasMore={hasMore}
      loading={loading}
      onMore={onMore}
    />
  );
}

/** A record that does not exist (or is hidden): say so and lead back to the list. */
export function NotFoundState({
  title,
  body,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <NotFoundPanel title={title} body={body} illustrationSize={130}>
      <Group mt="xs">
        <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
          {backLabel}
        </Button>
        {children}
      </Group>
    </NotFoundPanel>
  );
}
