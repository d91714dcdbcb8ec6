import { Alert, Button, Center, Paper, Stack, Text, type StackProps } from '@mantine/core';
import { IconAlertCircle, IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { EmptyTrayIllustration } from './empty-tray-illustration.tsx';

/** A browsing list with nothing to show: a quiet card with a title, a line of help and one way on. */
export function EmptyResults({
  title,
  body,
  bodyMaw,
  action,
}: {
  title: string;
  body: string;
  bodyMaw: number;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" bg="white" p="xl">
      <Stack align="center" ta="center" gap="sm" py="md" role="status">
        <EmptyTrayIllustration size={120} />
        <Text fw={700} fz="lg" c="gray.9">
          {title}
        </Text>
        <Text fz="sm" c="gray.7" maw={bodyMaw}>
          {body}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * A browsing list with nothing to show. With a search or filter on: nothing matched (`strings`' title,
 * and its bodyQuery quoting `query` or its body) and a button that clears them; without: `idle`, why
 * the list is empty, and its way on.
 */
export function FilteredEmpty({
  filtered,
  query,
  strings,
  clearLabel,
  onClear,
  bodyMaw,
  idle,
}: {
  filtered: boolean;
  query: string | undefined;
  strings: string;
  clearLabel: string;
  onClear: () => void;
  bodyMaw: number;
  idle: { title: string; body: string; action?: ReactNode };
}) {
  const { t } = useTranslation();
  return (
    <EmptyResults
      title={filtered ? t(`${strings}.title`) : idle.title}
      body={filtered ? (query ? t(`${strings}.bodyQuery`, { query }) : t(`${strings}.body`)) : idle.body}
      bodyMaw={bodyMaw}
      action={
        filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onClear} mt="xs">
            {clearLabel}
          </Button>
        ) : (
          idle.action
        )
      }
    />
  );
}

/**
 * A record that does not exist (or is not the reader's): a card whose heading (the page's h1) says so,
 * a line of help, and under it `children`, the way back (if the screen has none above). Not
 * `EmptyResults`, which is a list's state under the list's own h1: a screen for one record has no other
 * heading, and a screen reader's user would land on a page without one.
 */
export function NotFoundPanel({
  title,
  body,
  illustrationSize,
  children,
}: {
  title: string;
  body: string;
  illustrationSize: number;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" bg="white" p="xl">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <EmptyTrayIllustration size={illustrationSize} />
        <Text component="h1" fw={800} fz={26} c="gray.9" m={0}>
          {title}
        </Text>
        <Text c="gray.7" maw={460}>
          {body}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Something could not be loaded: the translated error and a retry. */
export function LoadErrorAlert({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "Showing 24 of 150" and a Load more button while there is more; nothing when the list is empty. */
export function ListMore(props: {
  total: number;
  summary: string;
  moreLabel: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!props.total) return null;
  return (
    <Center>
      <Stack align="center" gap="xs" py="md">
        <Text fz="sm" c="gray.7" className="tabular">
          {props.summary}
        </Text>
        {props.hasMore && (
          <Button variant="default" size="md" onClick={props.onMore} loading={props.loading} miw={200}>
            {props.moreLabel}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/**
 * What marks a placeholder as loading (a skeleton, a grid of them, a spinner's box): busy, and named
 * "Loading…" as an indeterminate progress bar. The role is what allows the name: axe refuses an
 * `aria-label` on a plain `div` as serious, and screen readers ignore it.
 */
export function useLoadingLabel() {
  const { t } = useTranslation();
  return { role: 'progressbar', 'aria-busy': true, 'aria-label': t('common.loading') } as const;
}

/** Placeholders (skeleton bars) in a column while something loads, announced as loading. */
export function LoadingStack({ children, ...props }: StackProps & { children: ReactNode }) {
  return (
    <Stack {...props} {...useLoadingLabel()}>
      {children}
    </Stack>
  );
}
