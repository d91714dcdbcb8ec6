import { Badge, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { ConsoleStatus } from '@formulab/shared/console/console.schema';
import { formatBytes, FOCUSABLE_SCROLL } from '../../../components/admin/index.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

function Section({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`console-${id}`} data-testid={`console-${id}`}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Title order={2} fz="md" id={`console-${id}`}>
          {title}
        </Title>
        {badge}
      </Group>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="gray.7" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" ta="right" className="tabular" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

const ok = (good: boolean, yes: string, no: string) => (
  <Badge color={good ? 'teal' : 'yellow'} c={good ? undefined : 'dark.7'} variant="light">
    {good ? yes : no}
  </Badge>
);

/** Database, storage, migrations, jobs, mail, push and realtime: one card each. */
export function StatusView({ status: s }: { status: ConsoleStatus }) {
  const { t, i18n } = useTranslation();
  const bytes = (n: number | null) => (n === null ? '—' : formatBytes(n, i18n.resolvedLanguage ?? 'ko'));
  const c = 'adminConsole.status';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        <Section
          id="database"
          title={t(`${c}.database`)}
          badge={<Badge variant="light">{t(`${c}.modes.${s.database.mode}`)}</Badge>}
        >
          <Row label={t(`${c}.version`)}>PostgreSQL {s.database.version}</Row>
          <Row label={t(`${c}.dbName`)}>{s.database.name}</Row>
          <Row label={t(`${c}.size`)}>{bytes(s.database.sizeBytes)}</Row>
          <Row label={t(`${c}.connections`)}>
            {formatNumber(s.database.connections)} / {formatNumber(s.database.maxConnections)}
          </Row>
          <Row label={t(`${c}.serverTime`)}>{formatDateTime(s.database.serverTime)}</Row>
        </Section>
        <Section id="storage" title={t(`${c}.storage`)}>
          <Row label={t(s.storage.kind === 's3' ? `${c}.bucket` : `${c}.path`)}>
            <Code fz="xs">{s.storage.location}</Code>
          </Row>
          <Row label={t(`${c}.files`)}>
            {formatNumber(s.storage.files)}
            {s.storage.truncated ? '+' : ''}
          </Row>
          <Row label={t(`${c}.bytes`)}>{bytes(s.storage.bytes)}</Row>
          {s.storage.kind === 'disk' && (
            <Row label={t(`${c}.diskFree`)}>
              {bytes(s.storage.diskFreeBytes)} / {bytes(s.storage.diskTotalBytes)}
            </Row>
          )}
        </Section>
        <Section
          id="migrations"
          title={t(`${c}.migrations`)}
          badge={ok(s.migrations.pending === 0, t(`${c}.upToDate`), t(`${c}.pendingCount`, { n: s.migrations.pending }))}
        >
          <Row label={t(`${c}.applied`)}>{formatNumber(s.migrations.applied)}</Row>
          <Row label={t(`${c}.pending`)}>{formatNumber(s.migrations.pending)}</Row>
          <Row label={t(`${c}.latest`)}>{s.migrations.latest ?? '—'}</Row>
        </Section>
        <Section id="mail" title={t(`${c}.mail`)} badge={ok(s.mail.smtp, t(`${c}.smtp`), t(`${c}.outboxOnly`))}>
          {Object.keys(s.mail.byStatus).length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t(`${c}.noMail`)}
            </Text>
          ) : (
            Object.entries(s.mail.byStatus).map(([status, n]) => (
              <Row key={status} label={t(`adminConsole.mail.statuses.${status}`, { defaultValue: status })}>
                {formatNumber(n)}
              </Row>
            ))
          )}
        </Section>
        <Section id="push" title={t(`${c}.push`)}>
          <Row label={t(`${c}.subscriptions`)}>{formatNumber(s.push.subscriptions)}</Row>
          <Row label={t(`${c}.subject`)}>{s.push.subject}</Row>
          <Row label={t(`${c}.publicKey`)}>
            <Code fz="xs" style={{ wordBreak: 'break-all' }}>
              {s.push.publicKey}
            </Code>
          </Row>
          <Row label={t(`${c}.extraHosts`)}>{s.push.extraHosts.join(', ') || '—'}</Row>
        </Section>
        <Section
          id="realtime"
          title={t(`${c}.realtime`)}
          badge={ok(s.realtime.listening, t(`${c}.listening`), t(`${c}.notListening`))}
        >
          <Row label={t(`${c}.streams`)}>{formatNumber(s.realtime.streams)}</Row>
        </Section>
      </SimpleGrid>
      <Section id="jobs" title={t(`${c}.jobs`)} badge={ok(s.jobs.runningHere, t(`${c}.schedulerHere`), t(`${c}.schedulerOff`))}>
        {s.jobs.queues.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {t(`${c}.noJobs`)}
          </Text>
        ) : (
          // on a phone the counts and times stand under the queue's name, and only name and schedule are columns
          <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={0}>
            <Table fz="sm" verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${c}.queue`)}</Table.Th>
                  <Table.Th>{t(`${c}.schedule`)}</Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    {t(`${c}.queued`)}
                  </Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    {t(`${c}.active`)}
                  </Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    {t(`${c}.failed`)}
                  </Table.Th>
                  <Table.Th visibleFrom="sm">{t(`${c}.lastRun`)}</Table.Th>
                  <Table.Th visibleFrom="sm">{t(`${c}.lastFailure`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.jobs.queues.map((q) => (
                  <Table.Tr key={q.name}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {q.name}
                      <Text hiddenFrom="sm" fz="xs" c="gray.7" className="tabular">
                        {t(`${c}.queued`)} {formatNumber(q.queued)} · {t(`${c}.active`)} {formatNumber(q.active)} ·{' '}
                        <Text span inherit c={q.failed ? 'red.8' : undefined}>
                          {t(`${c}.failed`)} {formatNumber(q.failed)}
                        </Text>
                        {q.lastCompletedAt && (
                          <>
                            <br />
                            {t(`${c}.lastRun`)} {formatDateTime(q.lastCompletedAt)}
                          </>
                        )}
                        {q.lastFailedAt && (
                          <>
                            <br />
                            {t(`${c}.lastFailure`)} {formatDateTime(q.lastFailedAt)}
                          </>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code fz="xs">{q.cron ?? '—'}</Code>
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" visibleFrom="sm">
                      {formatNumber(q.queued)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" visibleFrom="sm">
                      {formatNumber(q.active)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" visibleFrom="sm" c={q.failed ? 'red.8' : undefined}>
                      {formatNumber(q.failed)}
                    </Table.Td>
                    <Table.Td className="tabular" visibleFrom="sm">
                      {q.lastCompletedAt ? formatDateTime(q.lastCompletedAt) : '—'}
                    </Table.Td>
                    <Table.Td className="tabular" visibleFrom="sm">
                      {q.lastFailedAt ? formatDateTime(q.lastFailedAt) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </Stack>
  );
}
