import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { FilteredEmpty, LoadErrorAlert, ListMore } from '../../../components/list-states.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';

/**
 * Nothing to show: with a search or filter, say nothing matched and offer to clear it; without one,
 * say the gallery is still empty and how a recipe gets here.
 */
export function GalleryEmpty({ filtered, query, onClear }: { filtered: boolean; query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <FilteredEmpty
      filtered={filtered}
      query={query}
      strings="publicRecipes.empty"
      clearLabel={t('publicRecipes.clearFilters')}
      onClear={onClear}
      bodyMaw={460}
      idle={{
        title: t('publicRecipes.empty.galleryTitle'),
        body: t('publicRecipes.empty.galleryBody'),
        action: (
          <Button component={Link} to="/recipes" variant="default" mt="xs">
            {t('publicRecipes.empty.myRecipes')}
          </Button>
        ),
      }}
    />
  );
}

/** The gallery could not be loaded: what happened and a retry. */
export function GalleryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t('publicRecipes.loadError')}
      message={t(errorKey(error))}
      retryLabel={t('publicRecipes.retry')}
      onRetry={onRetry}
    />
  );
}

/** "Showing 24 of 150" and a Load more button while there is more. */
export function GalleryMore(props: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <ListMore
      total={props.total}
      summary={t('publicRecipes.showing', { shown: formatNumber(props.shown), total: formatNumber(props.total) })}
      moreLabel={t('publicRecipes.loadMore')}
      hasMore={props.hasMore}
      loading={props.loading}
      onMore={props.onMore}
    />
  );
}
