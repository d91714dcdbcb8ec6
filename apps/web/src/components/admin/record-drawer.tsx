import { Alert, Drawer, Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { errorKey } from '../../lib/api.ts';
import { LoadingStack } from '../list-states.tsx';

/**
 * One record of a staff queue (`?id=` in the URL) beside its list: a drawer on the right on a desktop,
 * the whole screen on a phone. It shows the record's load error or a skeleton until `query` has the
 * record, then `children(record)`.
 */
export function RecordDrawer<T>(props: {
  opened: boolean;
  onClose: () => void;
  /** what kind of record this is ("Sample request", "Payment"): the drawer's small heading */
  title: string;
  /** desktop width in px */
  width: number;
  query: UseQueryResult<T>;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const { query } = props;
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : props.width}
      title={
        <Text fw={600} c="gray.7" fz="sm">
          {props.title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      transitionProps={{ duration: 300 }}
    >
      {query.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t(errorKey(query.error))}
        </Alert>
      ) : query.data === undefined ? (
        <LoadingStack gap="sm">
          <Skeleton h={28} w="50%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={120} />
          <Skeleton h={200} />
        </LoadingStack>
      ) : (
        props.children(query.data)
      )}
    </Drawer>
  );
}

/**
 * A staff queue's drawer for the record `id` names (`?id=`; `null` while closed): loads it with
 * `record(id)` (the area's query options) and shows it in a RecordDrawer titled `titleKey`.
 */
export function QueueRecordDrawer<T, K extends QueryKey>({
  id,
  onClose,
  record,
  titleKey,
  width,
  children,
}: {
  id: string | null;
  onClose: () => void;
  record: (id: string) => UseQueryOptions<T, Error, T, K>;
  titleKey: string;
  width: number;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery({ ...record(id ?? ''), enabled: Boolean(id) });
  return (
    <RecordDrawer opened={Boolean(id)} onClose={onClose} title={t(titleKey)} width={width} query={query}>
      {children}
    </RecordDrawer>
  );
}
