import { Badge, Chip, type BadgeProps, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { MARKETS, PRODUCT_RULE, RULE_KINDS, type RuleKind } from '@formulab/shared/compliance/compliance';
import { RULE_STATES, type AdminRule } from '@formulab/shared/compliance/compliance.admin.schema';
import {
  AdminDataTable,
  AdminLoadError,
  AdminPageHeader,
  CursorPager,
  SearchField,
  oneOf,
  pageSizeOf,
  tableEmptyState,
  useCursorPages,
  useUrlParams,
  ImportExportNewActions,
} from '../../components/admin/index.ts';
import { formatDate } from '../../lib/format.ts';
import { isUnverified, rulesQuery } from '../../features/compliance/admin/api.ts';
import { RuleDrawer } from '../../features/compliance/admin/rule-drawer.tsx';
import { RuleImport } from '../../features/compliance/admin/rule-import.tsx';

const KIND_COLOR = { prohibited: 'red', restricted: 'orange', conditional: 'yellow', allergen: 'grape' } as const;
/** the badges' text: orange.9 and yellow.9 on their light backgrounds fall short of 4.5:1, so darker browns */
const KIND_TEXT = { prohibited: 'red.9', restricted: '#a33a0a', conditional: '#7a5000', allergen: 'grape.9' } as const;
const num = { fontVariantNumeric: 'tabular-nums' } as const;

function KindBadge({ kind, ...rest }: { kind: RuleKind } & Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={KIND_COLOR[kind]} c={KIND_TEXT[kind]} tt="none" {...rest}>
      {t(`adminCompliance.kinds.${kind}`)}
    </Badge>
  );
}

/** compliance-rules — the rule tables per market (issue 15): search, filters, pages, the rule drawer with its history, CSV. */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams({ state: 'active', size: '25' });
  const q = params.get('q') ?? '';
  const market = (MARKETS as readonly string[]).includes(params.get('market') ?? '') ? params.get('market') : null;
  const kind = (RULE_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? params.get('kind') : null;
  const state = oneOf(RULE_STATES, params.get('state'), 'active');
  const sort = oneOf(['substance', 'updated'] as const, params.get('sort'), 'substance');
  const unverified = params.get('unverified') === 'true';
  const size = pageSizeOf(params.get('size'), 25);
  const id = params.get('id');
  const pages = useCursorPages(JSON.stringify([q, market, kind, state, sort, unverified, size]));
  const list = useQuery(
    rulesQuery({
      q: q || undefined,
      market: market ?? undefined,
      kind: kind ?? undefined,
      state,
      sort,
      unverified: unverified ? 'true' : undefined,
      limit: size,
      cursor: pages.cursor,
    }),
  );
  const [importing, setImporting] = useState(false);
  const filtered = !!(q || market || kind || state !== 'active' || unverified);
  // the count of rules due for review comes with every first page (kept while later pages load)
  const [dueCount, setDueCount] = useState<number | null>(null);
  const due = list.data?.unverified ?? null;
  if (due !== null && due !== dueCount) setDueCount(due);

  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="compliance-rules"
        actions={
          <ImportExportNewActions
            onImport={() => setImporting(true)}
            exportHref="/api/admin/compliance/rules/export.csv"
            exportLabel={t('adminCompliance.rules.export')}
            newLabel={t('adminCompliance.rules.new')}
            onNew={() => set({ id: 'new' })}
          />
        }
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchField
          value={q}
          onChange={(v) => set({ q: v })}
          label={t('adminCompliance.rules.search')}
          placeholder={t('adminCompliance.rules.searchPlaceholder')}
          w={320}
        />
        <Select
          label={t('adminCompliance.fields.market')}
          placeholder={t('adminCompliance.rules.allMarkets')}
          data={MARKETS.map((m) => ({
            value: m,
            label: `${t(`compliance.markets.${m}`)}${list.data?.counts?.[m] !== undefined ? ` (${list.data.counts[m]})` : ''}`,
          }))}
          value={market}
          onChange={(v) => set({ market: v })}
          clearable
          w={170}
        />
        <Select
          label={t('adminCompliance.fields.kind')}
          placeholder={t('adminCompliance.rules.allKinds')}
          data={RULE_KINDS.map((k) => ({ value: k, label: t(`adminCompliance.kinds.${k}`) }))}
          value={kind}
          onChange={(v) => set({ kind: v })}
          clearable
          w={170}
        />
        <SegmentedControl
          aria-label={t('adminCompliance.rules.state')}
          value={state}
          onChange={(v) => set({ state: v })}
          data={RULE_STATES.map((s) => ({ value: s, label: t(`adminCompliance.states.${s}`) }))}
        />
        <Chip
          checked={unverified}
          onChange={(on) => set({ unverified: on ? 'true' : null })}
          color="orange"
          variant="outline"
          title={t('adminCompliance.rules.unverifiedHint')}
          data-testid="rules-unverified"
        >
          {t('adminCompliance.rules.unverified', { n: dueCount ?? '…' })}
        </Chip>
        <Select
          label={t('adminCompliance.rules.sort')}
          data={[
            { value: 'substance', label: t('adminCompliance.rules.sortSubstance') },
            { value: 'updated', label: t('adminCompliance.rules.sortUpdated') },
          ]}
          value={sort}
          onChange={(v) => set({ sort: v === 'substance' ? null : v })}
          allowDeselect={false}
          w={170}
        />
      </Group>
      {list.isError ? (
        <AdminLoadError error={list.error} onRetry={() => void list.refetch()} retryLabel={t('adminCatalogue.common.retry')} />
      ) : (
        <>
          <AdminDataTable<AdminRule>
            fetching={list.isFetching && !list.data}
            records={list.data?.items ?? []}
            onOpen={(id) => set({ id })}
            empty={tableEmptyState({
              pending: list.isPending,
              hasRows: false,
              error: null,
              filtered,
              noMatch: t('adminCompliance.rules.emptyFiltered'),
              empty: t('adminCompliance.rules.empty'),
              addLabel: t('adminCompliance.rules.new'),
              onAdd: () => set({ id: 'new' }),
            })}
            columns={[
              {
                accessor: 'inciName',
                title: t('adminCompliance.fields.inciName'),
                render: (r) => (
                  <Stack gap={0}>
                    <Text
                      fz="sm"
                      fw={600}
                      component="button"
                      type="button"
                      onClick={() => set({ id: r.id })}
                      style={{ all: 'unset', cursor: 'pointer' }}
                    >
                      {r.inciName === PRODUCT_RULE ? t('adminCompliance.rules.everyProduct') : r.inciName}
                    </Text>
                    <Text fz="xs" c="gray.7" style={num}>
                      {r.casNumbers.join(', ') || '—'}
                    </Text>
                    {!r.retiredAt && isUnverified(r.verifiedOn) && (
                      <Badge size="xs" variant="light" color="orange" c="#a33a0a" tt="none" mt={2} w="fit-content">
                        {t('adminCompliance.rules.unverifiedBadge')}
                      </Badge>
                    )}
                    {/* on a phone the kind rides under the name, leaving the name room to wrap by words */}
                    <KindBadge kind={r.kind} hiddenFrom="sm" mt={4} w="fit-content" />
                  </Stack>
                ),
              },
              {
                accessor: 'market',
                title: t('adminCompliance.fields.market'),
                width: 80,
                render: (r) => t(`compliance.markets.${r.market}`),
              },
              {
                accessor: 'kind',
                title: t('adminCompliance.fields.kind'),
                width: 120,
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
                render: (r) => <KindBadge kind={r.kind} />,
              },
              {
                accessor: 'maxPercent',
                title: t('adminCompliance.rules.limit'),
                textAlign: 'right',
                width: 90,
                render: (r) => <span style={num}>{r.maxPercent === null ? '—' : `${r.maxPercent} %`}</span>,
              },
              {
                accessor: 'reference',
                title: t('adminCompliance.fields.reference'),
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
                render: (r) => (
                  <Text fz="sm" lineClamp={2}>
                    {r.reference}
                  </Text>
                ),
              },
              {
                accessor: 'version',
                title: t('adminCompliance.rules.versionShort'),
                textAlign: 'right',
                width: 70,
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
                render: (r) => (
                  <Text span fz="sm" style={num} c={r.retiredAt ? 'gray.7' : undefined}>
                    v{r.version}
                    {r.retiredAt ? ` · ${t('adminCompliance.rules.retired')}` : ''}
                  </Text>
                ),
              },
              {
                accessor: 'updatedAt',
                title: t('adminCompliance.rules.updated'),
                width: 120,
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
                render: (r) => <span style={num}>{formatDate(r.updatedAt)}</span>,
              },
            ]}
          />
          <CursorPager pages={pages} limit={size} data={list.data} onLimit={(s) => set({ size: s })} />
        </>
      )}
      <RuleDrawer id={id} onClose={() => set({ id: null })} onCreated={(newId) => set({ id: newId })} />
      <RuleImport opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
