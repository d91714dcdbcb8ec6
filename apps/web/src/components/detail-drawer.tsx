import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { errorKey } from '../lib/api.ts';
import { isNotFound, isUuid, retryUnlessNotFound } from '../lib/not-found.ts';
import { EmptyTrayIllustration } from './empty-tray-illustration.tsx';
import { LoadErrorAlert } from './list-states.tsx';
import { ServedDrawer } from './served-drawer.ts';

const STYLES = {
  title: {
    fontSize: 'var(--mantine-font-size-xl)',
    fontWeight: 800,
    color: 'var(--mantine-color-gray-9)',
    lineHeight: 1.3,
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
  },
  header: {
    alignItems: 'flex-start',
    borderBottom: '1px solid var(--mantine-color-gray-2)',
    marginBottom: 'var(--mantine-spacing-md)',
  },
} as const;

/** The element the server drew an opened record in, outside the app's root (seo.render.ts). */
const SERVED_DETAIL = 'ssr-detail';

/**
 * The record the server drew gives way to the live drawer as it opens, before the next paint (a
 * drawer mounted open appears without its slide: the record stays where it was).
 */
function useServedDetailReplaced(opened: boolean) {
  useLayoutEffect(() => {
    if (opened) document.getElementById(SERVED_DETAIL)?.remove();
  }, [opened]);
}

/**
 * A record's detail beside its list: a drawer on the right on desktop, the full screen on a phone,
 * where a side panel would leave no room for the content.
 */
export function DetailDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** Desktop width in px. */
  width: number;
  /** False while something inside (a zoomed image) should take Escape first. */
  closeOnEscape?: boolean;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const server = useContext(ServedDrawer);
  useServedDetailReplaced(props.opened);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      closeOnEscape={props.closeOnEscape}
      position="right"
      // (on a phone the drawer's max-width, the screen's, makes the server's drawing full-screen too)
      size={phone ? '100%' : props.width}
      title={props.title}
      // (on the server by the screen's width in CSS, global.css: it cannot know the width)
      padding={server ? 'var(--served-drawer-padding)' : phone ? 'md' : 'lg'}
      // (on the server a link to the list: Mantine's CloseButton is polymorphic, its props' type is not)
      closeButtonProps={{ 'aria-label': props.closeLabel, ...(server && ({ component: 'a', href: server.closeHref } as object)) }}
      withinPortal={!server}
      styles={STYLES}
    >
      {props.children}
    </Drawer>
  );
}

/** The drawer's record is not there (hidden, deleted, unknown): say so and lead back to the list. */
export function DetailNotFound(props: { title?: string; body: string; bodyMaw: number; backLabel: string; onBack: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" role="status">
      <EmptyTrayIllustration size={110} />
      {props.title && (
        <Text fw={700} fz="lg" c="gray.9">
          {props.title}
        </Text>
      )}
      <Text fz="sm" c="gray.7" maw={props.bodyMaw}>
        {props.body}
      </Text>
      <Button variant="default" onClick={props.onBack}>
        {props.backLabel}
      </Button>
    </Stack>
  );
}

/**
 * The record of a drawer that `id` (the page's `?id=`) opens: it keeps the last id while the drawer
 * slides away, asks only for a well-formed one, and counts a malformed id or a 404 as not found.
 */
export function useDrawerRecord<T, K extends QueryKey>(
  id: string | null,
  options: (id: string) => UseQueryOptions<T, Error, T, K>,
) {
  const [shown, setShown] = useState(id);
  if (id && id !== shown) setShown(id);
  const valid = isUuid(shown);
  const query = useQuery({ ...options(shown ?? ''), enabled: valid, retry: retryUnlessNotFound });
  const notFound = (!!shown && !valid) || (query.isError && isNotFound(query.error));
  return { shown, query, notFound };
}

/**
 * What a record drawer shows: `notFound` when the record is not there, the load error with a retry,
 * the record (`children`), or `skeleton` while it loads.
 */
export function DetailDrawerBody<T>({
  record: { query, notFound },
  notFoundView,
  errorTitle,
  retryLabel,
  skeleton,
  children,
}: {
  record: { query: UseQueryResult<T>; notFound: boolean };
  notFoundView: ReactNode;
  errorTitle: string;
  retryLabel: string;
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (notFound) return notFoundView;
  if (query.isError)
    return (
      <LoadErrorAlert
        title={errorTitle}
        message={t(errorKey(query.error))}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
      />
    );
  return query.data ? children(query.data) : skeleton;
}

/**
 * DetailDrawerBody in an area's words: `strings` is its key prefix (`catalogue` reads
 * catalogue.detail.notFoundBody, .backToList and .errorTitle, and catalogue.retry; with
 * `notFoundTitle`, .notFoundTitle heads the not-found view). Not found leads back by `onBack`.
 */
export function AreaDetailBody<T>({
  record,
  strings,
  notFoundTitle = false,
  bodyMaw,
  onBack,
  skeleton,
  children,
}: {
  record: { query: UseQueryResult<T>; notFound: boolean };
  strings: 'catalogue' | 'publicRecipes';
  notFoundTitle?: boolean;
  bodyMaw: number;
  onBack: () => void;
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DetailDrawerBody
      record={record}
      notFoundView={
        <DetailNotFound
          title={notFoundTitle ? t(`${strings}.detail.notFoundTitle`) : undefined}
          body={t(`${strings}.detail.notFoundBody`)}
          bodyMaw={bodyMaw}
          backLabel={t(`${strings}.detail.backToList`)}
          onBack={onBack}
        />
      }
      errorTitle={t(`${strings}.detail.errorTitle`)}
      retryLabel={t(`${strings}.retry`)}
      skeleton={skeleton}
    >
      {children}
    </DetailDrawerBody>
  );
}
