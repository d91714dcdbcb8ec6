import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconChartBar, IconDatabaseExport, IconHistory, IconMail, IconRefresh, IconServer } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { AdminLoadError, AdminPageHeader, AdminTableSkeleton, oneOf, useUrlParams } from '../../components/admin/index.ts';
import { AnalyticsTab } from '../../features/console/admin/analytics-tab.tsx';
import { BACKUP_URL, consoleStatusQuery } from '../../features/console/admin/api.ts';
import { AuditTab } from '../../features/console/admin/audit-tab.tsx';
import { MailTab } from '../../features/console/admin/mail-tab.tsx';
import { StatusView } from '../../features/console/admin/status-view.tsx';

const TABS = ['status', 'mail', 'audit', 'analytics'] as const;
type Tab = (typeof TABS)[number];
/** Every tab's own URL keys: a tab change leaves none of another tab's behind. */
const TAB_KEYS = [
  'status',
  'q',
  'size',
  'mail',
  'actor',
  'action',
  'subjectType',
  'subjectId',
  'since',
  'until',
  'entry',
  'from',
  'to',
  'bucket',
];
const DEFAULTS = { tab: 'status' };
const ICONS = { status: IconServer, mail: IconMail, audit: IconHistory, analytics: IconChartBar } as const;

function StatusTab() {
  const { t } = useTranslation();
  const status = useQuery(consoleStatusQuery());
  if (status.isError && !status.data)
    return <AdminLoadError error={status.error} onRetry={() => void status.refetch()} retryLabel={t('adminConsole.retry')} />;
  if (!status.data) return <AdminTableSkeleton />;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          loading={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {t('adminConsole.refresh')}
        </Button>
      </Group>
      <StatusView status={status.data} />
    </Stack>
  );
}

/** admin-firebse — the backend console: status, e-mail outbox, audit log and analytics in tabs (`?tab=`), and the backup download. */
export function Component() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, set] = useUrlParams(DEFAULTS);
  const tab = oneOf<Tab>(TABS, params.get('tab'), 'status');
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="admin-firebse"
        actions={
          <Stack gap={2} align="flex-end">
            <Button
              component="a"
              href={BACKUP_URL}
              download
              leftSection={<IconDatabaseExport size={16} aria-hidden="true" />}
              // the download is written to the audit log: show it there soon after
              onClick={() => setTimeout(() => void client.invalidateQueries({ queryKey: ['admin-audit'] }), 1500)}
            >
              {t('adminConsole.backup')}
            </Button>
            <Text fz="xs" c="gray.7" maw={320} ta="right">
              {t('adminConsole.backupHint')}
            </Text>
          </Stack>
        }
      />
      <Tabs
        value={tab}
        onChange={(v) => set({ tab: v, ...Object.fromEntries(TAB_KEYS.map((k) => [k, null])) })}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((name) => {
            const Icon = ICONS[name];
            return (
              <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} aria-hidden="true" />}>
                {t(`adminConsole.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="status" pt="md">
          <StatusTab />
        </Tabs.Panel>
        <Tabs.Panel value="mail" pt="md">
          <MailTab params={params} set={set} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditTab params={params} set={set} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <AnalyticsTab params={params} set={set} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
