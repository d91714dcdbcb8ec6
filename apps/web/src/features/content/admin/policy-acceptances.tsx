import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import { useNavigate } from 'react-router';
import {
  ACCEPTED_POLICY_KINDS,
  type AcceptedPolicyKind,
  type PolicyAcceptance,
  type PolicyAcceptanceFilters,
  type PolicyVersion,
} from '@formulab/shared/policies/policies.schema';
import {
  AdminDataTable,
  AdminEmptyState,
  AdminListStates,
  COLUMN_MEDIA,
  OpenRowCell,
  SearchField,
  pageSizeOf,
  tabularCells,
  useCursorPages,
  useUrlParams,
} from '../../../components/admin/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { policyAcceptancesQuery } from './admin-api.ts';

/** The acceptance filters in the URL (`?tab=acceptances&kind=&version=&q=&size=`); `kind` is shared with the versions tabs. */
export function useAcceptanceFilters(): PolicyAcceptanceFilters & { limit: number } {
  const [params] = useUrlParams();
  const kind = params.get('kind');
  const version = Number(params.get('version'));
  return {
    kind: (ACCEPTED_POLICY_KINDS as readonly string[]).includes(kind ?? '') ? (kind as AcceptedPolicyKind) : undefined,
    version: Number.isSafeInteger(version) && version > 0 ? version : undefined,
    q: params.get('q') || undefined,
    limit: pageSizeOf(params.get('size'), 25),
  };
}

/**
 * The policy screen's "Acceptances" tab: who accepted which version of the terms or the privacy policy
 * when, newest first; by policy, version and customer (name, e-mail or company). A row opens the user.
 * The screen's header carries the CSV of the same filter.
 */
export function PolicyAcceptances({ versions }: { versions: PolicyVersion[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, set] = useUrlParams();
  const filters = useAcceptanceFilters();
  const pages = useCursorPages(JSON.stringify(filters));
  const list = useQuery(policyAcceptancesQuery({ ...filters, cursor: pages.cursor }));
  const filtered = Boolean(filters.kind || filters.version || filters.q);
  const kindLabel = (k: string) => t(`adminContent.policies.kinds.${k}`);
  const openUser = (a: PolicyAcceptance) => void navigate(`/admin/users?id=${encodeURIComponent(a.user.id)}`);

  const columns: DataTableColumn<PolicyAcceptance>[] = [
    {
      accessor: 'user',
      title: t('adminContent.acceptances.user'),
      render: (a) => <OpenRowCell name={a.user.name} onOpen={() => openUser(a)} />,
    },
    {
      accessor: 'email',
      title: t('adminContent.acceptances.email'),
      visibleMediaQuery: COLUMN_MEDIA.md,
      render: (a) => a.user.email,
    },
    {
      accessor: 'company',
      title: t('adminContent.acceptances.company'),
      visibleMediaQuery: COLUMN_MEDIA.lg,
      render: (a) => a.user.companyName,
    },
    {
      accessor: 'kind',
      title: t('adminContent.acceptances.policy'),
      width: 170,
      render: (a) => (
        <Group gap={6} wrap="nowrap">
          {kindLabel(a.kind)}
          <Badge variant="light" color="gray" className="tabular">
            v{a.version}
          </Badge>
        </Group>
      ),
    },
    {
      accessor: 'acceptedAt',
      title: t('adminContent.acceptances.acceptedAt'),
      width: 190,
      cellsStyle: tabularCells,
      render: (a) => formatDateTime(a.acceptedAt),
    },
  ];

  const versionOptions = versions
    .filter((v) => v.kind === filters.kind && v.state !== 'scheduled')
    .map((v) => ({ value: String(v.version), label: `v${v.version}` }));

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SearchField
          value={filters.q ?? ''}
          onChange={(q) => set({ q })}
          label={t('adminContent.search')}
          placeholder={t('adminContent.acceptances.searchPlaceholder')}
        />
        <Select
          aria-label={t('adminContent.acceptances.policy')}
          placeholder={t('adminContent.acceptances.allPolicies')}
          data={ACCEPTED_POLICY_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          value={filters.kind ?? null}
          onChange={(kind) => set({ kind, version: null })}
          clearable
          w={{ base: 'calc(50% - 6px)', sm: 190 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label={t('adminContent.policies.version')}
          placeholder={t('adminContent.acceptances.allVersions')}
          data={versionOptions}
          value={filters.version ? String(filters.version) : null}
          onChange={(version) => set({ version })}
          disabled={!filters.kind}
          clearable
          w={{ base: 'calc(50% - 6px)', sm: 150 }}
          comboboxProps={{ withinPortal: true }}
        />
        {filtered && (
          <Button variant="subtle" size="xs" onClick={() => set({ kind: null, version: null, q: null })}>
            {t('adminContent.acceptances.clear')}
          </Button>
        )}
      </Group>
      <AdminListStates
        query={list}
        retryLabel={t('adminContent.retry')}
        pager={{ pages, limit: filters.limit, onLimit: (size) => set({ size }) }}
      >
        {(data) => (
          <AdminDataTable<PolicyAcceptance>
            records={data.items}
            columns={columns}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => {
              const row = data.items.find((a) => a.id === id);
              if (row) openUser(row);
            }}
            empty={
              <AdminEmptyState
                icon={<IconSignature size={28} aria-hidden="true" />}
                title={filtered ? t('adminContent.noMatch') : t('adminContent.acceptances.empty')}
                hint={t('adminContent.acceptances.emptyHint')}
              />
            }
          />
        )}
      </AdminListStates>
      <Text fz="xs" c="gray.7">
        {t('adminContent.acceptances.footnote')}
      </Text>
    </Stack>
  );
}
