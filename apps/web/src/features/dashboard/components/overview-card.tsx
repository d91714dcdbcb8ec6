import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ArrowLink } from '../../../components/arrow-link.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { errorKey } from '../../../lib/api.ts';

/**
 * One area of the customer's work (recipes, samples, …). Until an area has records it shows an
 * honest empty state and the way in — never a made-up count; an area with records passes its
 * summary as `children` instead.
 */
export function OverviewCard({
  icon,
  title,
  empty,
  hint,
  to,
  linkLabel,
  order = 3,
  children,
}: {
  icon: ReactNode;
  title: string;
  empty?: string;
  hint?: string;
  children?: ReactNode;
  to: string;
  linkLabel: string;
  order?: TitleOrder;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" bg="white" h="100%">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" color="brand.0" c="brand.8" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={order} fz="md" c="gray.9">
            {title}
          </Title>
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          {children ?? (
            <>
              <Text fw={600} c="gray.9" fz="sm">
                {empty}
              </Text>
              <Text c="gray.7" fz="sm" lh={1.6}>
                {hint}
              </Text>
            </>
          )}
        </Stack>
        <ArrowLink to={to}>{linkLabel}</ArrowLink>
      </Stack>
    </Paper>
  );
}

/**
 * A card's summary as its `query` stands: placeholder lines while it loads, the error (after `failed`,
 * when given) if it could not be loaded, else `children` with the answer.
 */
export function OverviewSummary<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <>
        <Skeleton h={18} w="60%" />
        <Skeleton h={14} w="90%" />
        <Skeleton h={14} w="80%" />
      </>
    );
  if (query.isError)
    return (
      <Text c="red.8" fz="sm" role="alert">
        {failed ? `${failed} ${t(errorKey(query.error))}` : t(errorKey(query.error))}
      </Text>
    );
  return children(query.data);
}
