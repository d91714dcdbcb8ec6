import { Alert, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/react.ts';
import { AdminLoadError, AdminTableSkeleton } from './states.tsx';
import { oneOf, type UrlPatch } from './url-params.ts';

/** Today's calendar day in Seoul (the days reports are counted in), shifted by `days`. */
export function seoulDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A report's range by default: the last 30 days by day, fixed when the screen opens (`useUrlParams` wants stable defaults). */
export function useLastMonth() {
  const [defaults] = useState(() => ({ from: seoulDay(-29), to: seoulDay(0), bucket: 'day' }));
  return defaults;
}

type Range<B extends string> = { from: string; to: string; bucket: B };

/**
 * A report over a range of days read from the URL (`defaults` where it says nothing), checked by the
 * schema the server enforces: `problem` is the first error's key, and the report is asked for only
 * while there is none.
 */
export function useRangeReport<B extends string, R, K extends QueryKey>({
  params,
  defaults,
  buckets,
  schema,
  query,
}: {
  params: URLSearchParams;
  defaults: { from: string; to: string };
  buckets: readonly B[];
  schema: z.ZodType;
  query: (range: Range<B>) => UseQueryOptions<R, Error, R, K>;
}) {
  const filters: Range<B> = {
    from: params.get('from') ?? defaults.from,
    to: params.get('to') ?? defaults.to,
    bucket: oneOf(buckets, params.get('bucket'), buckets[0]!),
  };
  const check = schema.safeParse(filters);
  const problem = check.success ? null : (check.error.issues[0]?.message ?? 'errors.invalid');
  const report = useQuery({ ...query(filters), enabled: check.success });
  return { filters, problem, report };
}

/**
 * The range's controls (from, to, the bucket, the last 7 / 30 / 90 days) over the report: the range's
 * problem, the load error, a skeleton, or the report (dimmed while the next one loads).
 */
export function RangeReport<B extends string, R>({
  range,
  set,
  buckets,
  strings,
  children,
}: {
  range: { filters: Range<B>; problem: string | null; report: UseQueryResult<R> };
  set: (patch: UrlPatch) => void;
  /** the first is the default, left out of the URL */
  buckets: readonly B[];
  /**
   * where the words are: the screen's `from`, `to` and `retry`, the report's `bucket`, `buckets.<b>` and
   * `lastDays`
   */
  strings: { screen: string; report: string };
  children: (report: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const { filters, problem, report } = range;
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {(['from', 'to'] as const).map((k) => (
          <TextInput
            key={k}
            type="date"
            label={t(`${strings.screen}.${k}`)}
            value={filters[k]}
            onChange={(e) => set({ [k]: e.currentTarget.value || null })}
            w={{ base: 'calc(50% - 6px)', sm: 170 }}
            // the range's problem (its order, its length) is the end's
            error={k === 'to' && problem ? t(problem) : undefined}
          />
        ))}
        <SegmentedControl
          aria-label={t(`${strings.report}.bucket`)}
          data={buckets.map((b) => ({ value: b, label: t(`${strings.report}.buckets.${b}`) }))}
          value={filters.bucket}
          onChange={(v) => set({ bucket: v === buckets[0] ? null : v })}
        />
        <Group gap={4}>
          {([7, 30, 90] as const).map((n) => (
            <Button key={n} size="xs" variant="subtle" onClick={() => set({ from: seoulDay(1 - n), to: seoulDay(0) })}>
              {t(`${strings.report}.lastDays`, { n })}
            </Button>
          ))}
        </Group>
      </Group>
      {problem ? (
        <Alert color="yellow" c="dark.7">
          {t(problem)}
        </Alert>
      ) : report.isError && !report.data ? (
        <AdminLoadError error={report.error} onRetry={() => void report.refetch()} retryLabel={t(`${strings.screen}.retry`)} />
      ) : !report.data ? (
        <AdminTableSkeleton />
      ) : (
        <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          {children(report.data)}
        </div>
      )}
    </>
  );
}
