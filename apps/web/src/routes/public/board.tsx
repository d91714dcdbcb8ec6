import { Badge, Button, Chip, Group, Select, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconEye, IconMessageCircle, IconPencil, IconPhoto, IconPin, type Icon } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate } from 'react-router';
import { POST_SORTS, type PostSort, type PostSummary } from '@formulab/shared/content/content.schema';
import { EmptyResults } from '../../components/list-states.tsx';
import { categoriesQuery, postsInfiniteQuery } from '../../features/content/api.ts';
import { PostComposer } from '../../features/content/components/post-composer.tsx';
import { ContentList, ContentSearch, SkeletonRows } from '../../features/content/components/content-list.tsx';
import { ScreenHeader } from '../../features/content/components/screen-header.tsx';
import { LocalDate } from '../../components/local-date.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { useListPages } from '../../lib/use-list-pages.ts';
import type { ScreenModule } from '../../route-table.tsx';

/** The list's filters as the address gives them (`?category=&q=&sort=`). */
function filtersOf(params: URLSearchParams) {
  const rawSort = params.get('sort') as PostSort | null;
  return {
    q: params.get('q') ?? '',
    category: Number(params.get('category')) || undefined,
    sort: rawSort && POST_SORTS.includes(rawSort) ? rawSort : 'latest',
  };
}

/**
 * What the server rendering reads before it draws the page (decision 0027; an address with a search or
 * a filter is drawn by the browser): the categories and the list's first page, as the screen asks.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = ({ search }) => {
  const { q, category, sort } = filtersOf(search);
  return [categoriesQuery, postsInfiniteQuery({ category, q: q || undefined, sort })];
};

/**
 * /board — the customers' board: categories, search, sort, "Load more"; signed-in users write a post
 * (`/board?compose=1`, the editor loads then). Filters live in the URL (`?category=&q=&sort=`).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { params, set } = useUrlFilters();
  const { q, category, sort } = filtersOf(params);
  const composing = params.get('compose') === '1';
  const en = i18n.resolvedLanguage === 'en';

  const categories = useQuery(categoriesQuery);
  const list = useInfiniteQuery(postsInfiniteQuery({ category, q: q || undefined, sort }));
  const pages = useListPages(list.data);
  const { data, total = 0 } = pages;

  const writeButton = session.data ? (
    <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => set({ compose: '1' })}>
      {t('board.write')}
    </Button>
  ) : (
    <Button
      component={Link}
      to={`/login?redirect=${encodeURIComponent('/board?compose=1')}`}
      variant="default"
      leftSection={<IconPencil size={16} aria-hidden="true" />}
    >
      {t('board.signInToWrite')}
    </Button>
  );

  if (composing && session.data) {
    return (
      <Stack gap="lg" maw={960} mx="auto" py={{ base: 'xs', sm: 'md' }}>
        <ScreenHeader screen="board" title={t('board.newPost')} />
        <PostComposer
          defaultCategory={category}
          onCancel={() => set({ compose: null })}
          onDone={(post) => navigate(`/board/${post.id}`)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto" py={{ base: 'xs', sm: 'md' }}>
      <ScreenHeader screen="board" actions={session.isPending ? <Skeleton h={36} w={120} /> : writeButton} />
      <ContentSearch strings="board" q={q} onSearch={(v) => set({ q: v })} list={list} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Chip.Group
          value={category ? String(category) : 'all'}
          onChange={(v) => set({ category: v === 'all' ? null : String(v) })}
        >
          <Group gap={6} role="radiogroup" aria-label={t('board.category')}>
            <Chip value="all" size="sm" variant="outline">
              {t('board.allCategories')}
            </Chip>
            {(categories.data?.items ?? []).map((c) => (
              <Chip key={c.id} value={String(c.id)} size="sm" variant="outline">
                {en ? c.nameEn : c.nameKo}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Select
          aria-label={t('board.sort')}
          size="sm"
          w={150}
          data={POST_SORTS.map((s) => ({ value: s, label: t(`board.sorts.${s}`) }))}
          value={sort}
          onChange={(v) => set({ sort: v === 'latest' ? null : v })}
          allowDeselect={false}
        />
      </Group>
      <Text fw={600} c="gray.9" className="tabular" aria-live="polite">
        {data ? t('board.count', { count: total, n: formatNumber(total) }) : ' '}
      </Text>
      <ContentList
        list={list}
        pages={pages}
        strings="board"
        skeleton={<SkeletonRows count={6} h={84} />}
        empty={
          <EmptyResults
            title={q ? t('board.noResults', { q }) : t('board.emptyTitle')}
            body={q ? t('board.noResultsBody') : t('board.emptyBody')}
            bodyMaw={420}
            action={session.data && !q ? writeButton : undefined}
          />
        }
        gap="xs"
        label={t('screens.board.title')}
      >
        {pages.items.map((p) => (
          <PostRow key={p.id} post={p} en={en} />
        ))}
      </ContentList>
    </Stack>
  );
}

function PostRow({ post, en }: { post: PostSummary; en: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={`/board/${post.id}`}
        w="100%"
        p="md"
        bg={post.pinned ? 'brand.0' : 'white'}
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px solid var(--mantine-color-${post.pinned ? 'brand-2' : 'gray-3'})`,
        }}
      >
        <Stack gap={6}>
          <Group gap={6} wrap="wrap">
            {post.pinned && (
              <Badge color="brand" variant="filled" size="sm" leftSection={<IconPin size={12} aria-hidden="true" />}>
                {t('board.pinned')}
              </Badge>
            )}
            <Badge color="gray" variant="light" size="sm" maw="100%">
              {en ? post.category.nameEn : post.category.nameKo}
            </Badge>
            {post.hasImage && <IconPhoto size={16} color="var(--mantine-color-gray-7)" aria-label={t('board.hasPicture')} />}
          </Group>
          <Text fw={700} c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Text>
          <Text fz="sm" c="gray.7" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {post.excerpt}
          </Text>
          <Group gap="md" fz="xs" c="gray.7">
            <Text fz="xs" c="gray.8" fw={600}>
              {post.author.name}
            </Text>
            <Text fz="xs" c="gray.7" className="tabular">
              <LocalDate at={post.createdAt} />
            </Text>
            <PostCount icon={IconEye} n={post.viewCount} labelKey="board.views" />
            <PostCount icon={IconMessageCircle} n={post.commentCount} labelKey="board.comments" />
          </Group>
        </Stack>
      </UnstyledButton>
    </li>
  );
}

/** A count on a post's line (views, comments): the icon and the figure, read out as a whole phrase. */
function PostCount({ icon: CountIcon, n, labelKey }: { icon: Icon; n: number; labelKey: 'board.views' | 'board.comments' }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" aria-label={t(labelKey, { count: n, n: formatNumber(n) })}>
      <CountIcon size={14} aria-hidden="true" />
      <Text fz="xs" c="gray.7" className="tabular" aria-hidden="true">
        {formatNumber(n)}
      </Text>
    </Group>
  );
}
