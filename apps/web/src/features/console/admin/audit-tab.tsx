import { Badge, Code, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { AuditEntry } from '@formulab/shared/audit/audit.schema';
import { COLUMN_MEDIA, SearchField, usePhone, type UrlPatch } from '../../../components/admin/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { auditEntryQuery, auditListQuery } from './api.ts';
import { LogTab, logEntryColumn, useLogPaging, type LogRow } from './log-list.tsx';

type Row = LogRow<AuditEntry>;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (v: string | null) => (v && DATE.test(v) ? v : undefined);
/** The filter keys of the audit tab in the URL. */
export const AUDIT_KEYS = ['actor', 'action', 'subjectType', 'subjectId', 'since', 'until'] as const;

function Json({ value, label }: { value: unknown; label: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text fz="xs" fw={600} c="gray.7" tt="uppercase">
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text fz="sm" c="gray.7">
          {t('adminConsole.audit.nothing')}
        </Text>
      ) : (
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 480, overflow: 'auto' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

/** One fact of an entry: its name, greyed, then its value. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fz="sm">
      <Text span c="gray.7">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** The audit log: actor, action, subject and dates in the URL, keyset pages, an entry's before/after side by side. */
export function AuditTab({ params, set }: { params: URLSearchParams; set: (patch: UrlPatch, replace?: boolean) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    subjectType: params.get('subjectType') ?? '',
    subjectId: params.get('subjectId') ?? '',
    since: date(params.get('since')),
    until: date(params.get('until')),
  };
  const { paging, openId } = useLogPaging(params, set, 'entry', f);
  const list = useQuery(
    auditListQuery({
      actor: f.actor || undefined,
      action: f.action || undefined,
      subjectType: f.subjectType || undefined,
      subjectId: f.subjectId || undefined,
      // Seoul calendar days, inclusive
      from: f.since ? `${f.since}T00:00:00+09:00` : undefined,
      to: f.until ? `${f.until}T23:59:59.999+09:00` : undefined,
      limit: paging.size,
      cursor: paging.pages.cursor,
    }),
  );
  const filtered = Object.values(f).some(Boolean);
  const onPage = list.data?.items.find((e) => String(e.id) === openId);
  // an entry linked to (`?entry=`) that is not on the page shown is read by its id
  const single = useQuery({ ...auditEntryQuery(openId ?? ''), enabled: openId !== null && list.data !== undefined && !onPage });
  const columns: DataTableColumn<Row>[] = [
    logEntryColumn<Row>('action', t('adminConsole.audit.action'), {
      main: (r) => r.action,
      sub: (r) => (r.subjectType ? `${r.subjectType}${r.subjectId ? ` · ${r.subjectId}` : ''}` : '—'),
      mono: true,
      onOpen: paging.onOpen,
    }),
    {
      accessor: 'actorEmail',
      title: t('adminConsole.audit.actor'),
      width: phone ? 120 : 220,
      render: (r) => (
        <Text fz="sm" truncate="end">
          {r.actorEmail || '—'}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('adminConsole.audit.status'),
      width: 80,
      visibleMediaQuery: COLUMN_MEDIA.lg,
      render: (r) =>
        r.status === null ? (
          '—'
        ) : (
          <Badge variant="light" color={r.status < 400 ? 'teal' : 'red'}>
            {r.status}
          </Badge>
        ),
    },
    {
      accessor: 'at',
      title: t('adminConsole.audit.at'),
      width: 170,
      noWrap: true,
      visibleMediaQuery: COLUMN_MEDIA.md,
      render: (r) => formatDateTime(r.at),
    },
  ];
  const text = (key: 'actor' | 'action' | 'subjectType' | 'subjectId', w: number) => (
    <TextInput
      aria-label={t(`adminConsole.audit.filter.${key}`)}
      placeholder={t(`adminConsole.audit.filter.${key}`)}
      defaultValue={f[key]}
      key={`${key}:${f[key]}`}
      onBlur={(e) => set({ [key]: e.currentTarget.value.trim() || null })}
      onKeyDown={(e) => e.key === 'Enter' && set({ [key]: e.currentTarget.value.trim() || null })}
      w={{ base: 'calc(50% - 6px)', sm: w }}
    />
  );
  return (
    <LogTab
      {...paging}
      list={list}
      columns={columns}
      log="audit"
      icon={IconHistory}
      filtered={filtered}
      onClear={() => set(Object.fromEntries(AUDIT_KEYS.map((k) => [k, null])))}
      filters={
        <>
          <SearchField
            value={f.action}
            onChange={(v) => set({ action: v })}
            label={t('adminConsole.audit.filter.action')}
            placeholder={t('adminConsole.audit.filter.actionPlaceholder')}
            w={280}
          />
          {text('actor', 200)}
          {text('subjectType', 160)}
          {text('subjectId', 200)}
          {(['since', 'until'] as const).map((key) => (
            <TextInput
              key={key}
              type="date"
              aria-label={t(`adminConsole.audit.filter.${key}`)}
              leftSection={
                <Text fz="xs" c="gray.7" aria-hidden="true">
                  {t(`adminConsole.audit.filter.${key}`)}
                </Text>
              }
              leftSectionWidth={52}
              value={f[key] ?? ''}
              onChange={(e) => set({ [key]: e.currentTarget.value || null })}
              w={{ base: 'calc(50% - 6px)', sm: 190 }}
            />
          ))}
        </>
      }
      entryTitle={t('adminConsole.audit.entry')}
      entryWidth={880}
      entry={(onPage ? { ...list, data: onPage } : list.isError ? list : single) as never}
      opened={openId !== null}
    >
      {(e: AuditEntry) => (
        <Stack gap="sm" data-testid="audit-entry">
          <Title order={2} fz="lg" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {e.action}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
            <Labelled label={t('adminConsole.audit.actor')}>{e.actorEmail || '—'}</Labelled>
            <Labelled label={t('adminConsole.audit.at')}>{formatDateTime(e.at)}</Labelled>
            <Labelled label={t('adminConsole.audit.subject')}>
              {e.subjectType ?? '—'} {e.subjectId ?? ''}
            </Labelled>
            <Labelled label={t('adminConsole.audit.ip')}>
              {e.ip ?? '—'} · {e.status ?? '—'}
            </Labelled>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Json value={e.before} label={t('adminConsole.audit.before')} />
            <Json value={e.after} label={t('adminConsole.audit.after')} />
          </SimpleGrid>
        </Stack>
      )}
    </LogTab>
  );
}
