import { Badge, Button, Paper, Stack, Table, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { POLICY_KINDS, type PolicyKind, type PolicyVersion } from '@formulab/shared/policies/policies.schema';
import {
  AdminLoadError,
  AdminPageHeader,
  AdminTableSkeleton,
  FormDrawer,
  oneOf,
  useDrawerParam,
  useUrlParams,
  CsvDownloadButton,
} from '../../components/admin/index.ts';
import { adminPoliciesQuery, policyAcceptancesCsvUrl } from '../../features/content/admin/admin-api.ts';
import { PolicyAcceptances, useAcceptanceFilters } from '../../features/content/admin/policy-acceptances.tsx';
import { PolicyEditor } from '../../features/content/admin/policy-editor.tsx';
import { formatDateTime } from '../../lib/format.ts';

const STATE_COLOR = { current: 'brand', scheduled: 'blue', past: 'gray' } as const;

/**
 * admin policy — the terms, privacy and refund policy, each a list of versions with its effective
 * date (?kind=); "New version" (?edit=new) starts from the newest text; a scheduled version
 * (?edit=<version>) is edited or withdrawn until it takes effect, the others are read only. The
 * "Acceptances" tab (?tab=acceptances) lists who accepted which version when, with its CSV.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const en = i18n.resolvedLanguage === 'en';
  const [params, set] = useUrlParams();
  const kind = oneOf<PolicyKind>(POLICY_KINDS, params.get('kind'), 'terms');
  const acceptances = params.get('tab') === 'acceptances';
  const acceptanceFilters = useAcceptanceFilters();
  const list = useQuery(adminPoliciesQuery);
  const versions = (list.data?.items ?? []).filter((v) => v.kind === kind);
  const { opened: edit, shown, open: openVersion, close, dirty, setDirty } = useDrawerParam(params, set);
  const editing: PolicyVersion | null =
    shown && shown !== 'new' ? (versions.find((v) => String(v.version) === shown) ?? null) : null;
  const open = Boolean(edit) && (edit === 'new' || !!editing);

  return (
    <>
      <AdminPageHeader
        screen="policy"
        actions={
          acceptances ? (
            <CsvDownloadButton href={policyAcceptancesCsvUrl(acceptanceFilters)}>{t('adminContent.csv')}</CsvDownloadButton>
          ) : (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => openVersion('new')}>
              {t('adminContent.policies.add')}
            </Button>
          )
        }
      />
      <Tabs
        value={acceptances ? 'acceptances' : kind}
        onChange={(v) =>
          v === 'acceptances'
            ? set({ tab: v, kind: null, edit: null }, false)
            : set({ tab: null, kind: v === 'terms' ? null : v, version: null, q: null, size: null, edit: null }, false)
        }
      >
        <Tabs.List mb="md">
          {POLICY_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`adminContent.policies.kinds.${k}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="acceptances" ml="auto">
            {t('adminContent.acceptances.tab')}
          </Tabs.Tab>
        </Tabs.List>
        {/* the chosen tab's panel (each tab names its panel in aria-controls: it must exist) */}
        <Tabs.Panel value={acceptances ? 'acceptances' : kind}>
          {acceptances ? (
            <PolicyAcceptances versions={list.data?.items ?? []} />
          ) : list.isError ? (
            <AdminLoadError error={list.error} onRetry={() => void list.refetch()} retryLabel={t('adminContent.retry')} />
          ) : !list.data ? (
            <AdminTableSkeleton />
          ) : (
            <Stack gap="sm">
              <Paper withBorder radius="md">
                <Table verticalSpacing={8} fz="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={90}>{t('adminContent.policies.version')}</Table.Th>
                      <Table.Th>{t('adminContent.title')}</Table.Th>
                      <Table.Th w={200}>{t('adminContent.policies.effectiveAt')}</Table.Th>
                      <Table.Th w={120}>{t('adminContent.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {versions.map((v) => (
                      <Table.Tr key={v.version} style={{ cursor: 'pointer' }} onClick={() => openVersion(String(v.version))}>
                        <Table.Td className="tabular">v{v.version}</Table.Td>
                        <Table.Td>
                          <UnstyledButton fz="sm" fw={600} onClick={() => openVersion(String(v.version))}>
                            {en ? v.titleEn : v.titleKo}
                          </UnstyledButton>
                        </Table.Td>
                        <Table.Td className="tabular">{formatDateTime(v.effectiveAt)}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={STATE_COLOR[v.state]}>
                            {t(`policy.states.${v.state}`)}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
              <Text fz="xs" c="gray.7">
                {t(kind === 'refund' ? 'adminContent.policies.refundNote' : 'adminContent.policies.acceptNote')}
              </Text>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <FormDrawer
        opened={open}
        onClose={close}
        dirty={dirty}
        title={
          shown === 'new'
            ? t('adminContent.policies.addTitle', { kind: t(`adminContent.policies.kinds.${kind}`) })
            : t('adminContent.policies.versionTitle', {
                kind: t(`adminContent.policies.kinds.${kind}`),
                version: editing?.version ?? '',
              })
        }
      >
        {shown && list.data && (shown === 'new' || editing) && (
          <PolicyEditor
            key={`${kind}-${shown}`}
            kind={kind}
            version={editing}
            base={versions[0]}
            onDone={close}
            onDirtyChange={setDirty}
          />
        )}
      </FormDrawer>
    </>
  );
}
