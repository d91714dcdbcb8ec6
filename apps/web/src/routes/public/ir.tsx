import { Box, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.ts';
import type { IrPost } from '@formulab/shared/content/content.schema';
import { EmptyResults, LoadErrorAlert } from '../../components/list-states.tsx';
import { irInfiniteQuery, irYearsQuery } from '../../features/content/api.ts';
import { AttachmentList } from '../../features/content/components/attachments.tsx';
import { RichTextView } from '../../features/content/components/rich-text-view.tsx';
import { ContentList } from '../../features/content/components/content-list.tsx';
import { ScreenHeader } from '../../features/content/components/screen-header.tsx';
import { errorKey } from '../../lib/api.ts';
import { LocalDate } from '../../components/local-date.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useHydrated } from '../../lib/served-page.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import type { ScreenModule } from '../../route-table.tsx';
import { Component as NotFound } from '../not-found.tsx';

/**
 * The year shown: the one asked for (`?year=`) when it has disclosures, else the newest (the screen then
 * shows its "not found" for an asked year, as the server answers 404 for it: seo.pages.ts).
 */
function shownYear(asked: string | null, available: { year: number }[]): number | undefined {
  const year = Number(asked) || undefined;
  return year && available.some((y) => y.year === year) ? year : available[0]?.year;
}

/**
 * What the server rendering reads before it draws the page (decision 0027): the years, and the
 * disclosures of the year shown, which depends on them.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = async ({ search, ask }) => {
  const year = shownYear(search.get('year'), (await ask(irYearsQuery)).items);
  return year === undefined ? [irYearsQuery] : [irYearsQuery, irInfiniteQuery(year)];
};

/** /IR — investor relations: disclosures grouped by year (`?year=`), newest first, each with its PDFs. */
export function Component() {
  const { t } = useTranslation();
  const { params, set } = useUrlFilters();
  const years = useQuery(irYearsQuery);
  const available = years.data?.items ?? [];
  const year = shownYear(params.get('year'), available);
  const list = useInfiniteQuery(irInfiniteQuery(year));
  const pages = useListPages(list.data);
  const asked = params.get('year');
  if (asked && years.data && year !== Number(asked)) return <NotFound />;

  return (
    <Stack gap="lg" maw={960} mx="auto" py={{ base: 'xs', sm: 'md' }}>
      <ScreenHeader screen="IR" />
      {years.isError ? (
        <LoadErrorAlert
          title={t('ir.loadError')}
          message={t(errorKey(years.error))}
          retryLabel={t('ir.retry')}
          onRetry={() => void years.refetch()}
        />
      ) : !years.data ? (
        <Skeleton h={36} w={320} radius="md" />
      ) : available.length === 0 ? (
        <EmptyResults title={t('ir.emptyTitle')} body={t('ir.emptyBody')} bodyMaw={420} />
      ) : (
        <>
          <Box style={{ overflowX: 'auto' }}>
            <SegmentedControl
              aria-label={t('ir.year')}
              value={String(year)}
              onChange={(v) => set({ year: v })}
              data={available.map((y) => ({
                value: String(y.year),
                label: t('ir.yearLabel', { year: y.year, n: formatNumber(y.count) }),
              }))}
            />
          </Box>
          <Title order={2} fz="lg">
            {t('ir.yearHeading', { year })}
          </Title>
          <ContentList list={list} pages={pages} strings="ir" skeleton={<Skeleton h={160} radius="md" />} gap="sm">
            {pages.items.map((p) => (
              <Disclosure key={p.id} post={p} />
            ))}
          </ContentList>
        </>
      )}
    </Stack>
  );
}

/** One disclosure; its element id (`ir-<id>`) is where the IR feed's entry links on its year's page. */
function Disclosure({ post }: { post: IrPost }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const hash = useLocation().hash;
  // the hash never reaches the server: marked once a served page is hydrated (as the server drew it)
  const linked = useHydrated() && hash === `#ir-${post.id}`;
  // the list arrives after the page: the browser found no element for the link's #ir-… to scroll to
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return (
    <Paper
      component="li"
      ref={ref}
      id={`ir-${post.id}`}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
      bd={linked ? '2px solid var(--mantine-color-brand-6)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere', wordBreak: 'keep-all' }}>
            {post.title}
          </Title>
          <Text fz="sm" c="gray.7" className="tabular" style={{ whiteSpace: 'nowrap' }}>
            <LocalDate at={post.publishAt} />
          </Text>
        </Group>
        {post.body && <RichTextView html={post.body} />}
        <AttachmentList files={post.attachments} title={t('ir.documents')} />
      </Stack>
    </Paper>
  );
}
