import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import { MAIL_STATUSES, type MailSummary } from '@formulab/shared/console/console.schema';
import { COLUMN_MEDIA, SearchField, oneOf, usePhone, type UrlPatch } from '../../../components/admin/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { mailListQuery, mailQuery } from './api.ts';
import { LogTab, logEntryColumn, useLogPaging, type LogRow } from './log-list.tsx';

const STATUS_COLOUR: Record<string, string> = { queued: 'gray', sent: 'teal', failed: 'red', kept: 'blue' };

export function MailStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOUR[status] ?? 'gray'} variant="light">
      {t(`adminConsole.mail.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

type Row = LogRow<MailSummary>;

/** The e-mail outbox: status and search in the URL, keyset pages, one message in a drawer (`?mail=`). */
export function MailTab({ params, set }: { params: URLSearchParams; set: (patch: UrlPatch, replace?: boolean) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const status = oneOf(['', ...MAIL_STATUSES], params.get('status'), '') || undefined;
  const q = params.get('q') ?? '';
  const { paging, openId: mailId } = useLogPaging(params, set, 'mail', [status, q]);
  const openId = Number(mailId) || null;
  const list = useQuery(mailListQuery({ status, q: q || undefined, limit: paging.size, cursor: paging.pages.cursor }));
  const one = useQuery({ ...mailQuery(openId ?? 0), enabled: openId !== null });
  const filtered = Boolean(status || q);
  const columns: DataTableColumn<Row>[] = [
    logEntryColumn<Row>('subject', t('adminConsole.mail.subject'), {
      main: (r) => r.subject,
      sub: (r) => r.to,
      onOpen: paging.onOpen,
    }),
    {
      accessor: 'status',
      title: t('adminConsole.mail.status'),
      width: phone ? 90 : 110,
      render: (r) => <MailStatusBadge status={r.status} />,
    },
    { accessor: 'kind', title: t('adminConsole.mail.kind'), width: 160, visibleMediaQuery: COLUMN_MEDIA.lg },
    {
      accessor: 'createdAt',
      title: t('adminConsole.mail.created'),
      width: 170,
      noWrap: true,
      visibleMediaQuery: COLUMN_MEDIA.md,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
  return (
    <LogTab
      {...paging}
      list={list}
      columns={columns}
      log="mail"
      icon={IconMail}
      filtered={filtered}
      onClear={() => set({ q: null, status: null })}
      filters={
        <>
          <SearchField
            value={q}
            onChange={(v) => set({ q: v })}
            label={t('adminConsole.mail.search')}
            placeholder={t('adminConsole.mail.searchPlaceholder')}
            w={300}
          />
          <Select
            aria-label={t('adminConsole.mail.status')}
            placeholder={t('adminConsole.mail.status')}
            data={MAIL_STATUSES.map((s) => ({ value: s, label: t(`adminConsole.mail.statuses.${s}`) }))}
            value={status ?? null}
            onChange={(v) => set({ status: v })}
            clearable
            w={{ base: 'calc(50% - 6px)', sm: 150 }}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      }
      entryTitle={t('adminConsole.mail.message')}
      entryWidth={640}
      entry={one}
      opened={openId !== null}
    >
      {(m) => (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {m.subject}
          </Title>
          <Group gap="xs">
            <MailStatusBadge status={m.status} />
            <Text fz="sm" c="gray.7">
              {m.to} · {formatDateTime(m.createdAt)}
            </Text>
          </Group>
          {m.error && (
            <Text fz="sm" c="red.8">
              {m.error}
            </Text>
          )}
          <Text
            component="pre"
            fz="sm"
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8, fontFamily: 'inherit' }}
            data-testid="mail-text"
          >
            {m.text}
          </Text>
          {m.html && (
            <iframe
              title={t('adminConsole.mail.htmlVersion')}
              sandbox=""
              srcDoc={m.html}
              style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            />
          )}
        </Stack>
      )}
    </LogTab>
  );
}
