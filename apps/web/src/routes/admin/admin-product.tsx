import { Button, Group, Menu, SegmentedControl, Stack } from '@mantine/core';
import { IconChevronDown, IconPackage, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { PRODUCT_STATUSES, type ProductStatus, type ProductSummary } from '@formulab/shared/shop/products.schema';
import {
  FilteredEmptyState,
  AdminListStates,
  AdminPageHeader,
  BulkBar,
  FormDrawer,
  SearchField,
  pageSizeOf,
  useBulkAction,
  useCursorPages,
  useRowSelection,
  useUrlParams,
} from '../../components/admin/index.ts';
import { notifySuccess } from '../../components/notify.ts';
import { adminProductsQuery, afterProductChange, bulkProductStatus } from '../../features/shop/admin/admin-api.ts';
import { ProductEditor } from '../../features/shop/admin/product-form.tsx';
import { ProductTable } from '../../features/shop/admin/product-table.tsx';

const DEFAULTS = { size: '25' };

const pick = <T extends string>(allowed: readonly T[], v: string | null): T | undefined =>
  (allowed as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** admin-product — the shop's products: search and status filter, bulk status change, a form drawer (`?edit=<id|new>`). */
export function Component() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params, set] = useUrlParams(DEFAULTS);
  const q = params.get('q') ?? '';
  const status = pick(PRODUCT_STATUSES, params.get('status'));
  const size = pageSizeOf(params.get('size'), 25);
  const edit = params.get('edit');
  const filterKey = JSON.stringify([q, status, size]);
  const pages = useCursorPages(filterKey);
  const list = useQuery(adminProductsQuery({ q: q || undefined, status, limit: size, cursor: pages.cursor }));
  const selection = useRowSelection<ProductSummary>(filterKey + (pages.cursor ?? ''));
  const bulk = useBulkAction<ProductStatus>();
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState<string | null>(edit);
  if (edit && edit !== shown) setShown(edit);
  const close = () => {
    setDirty(false);
    set({ edit: null });
  };
  const filtered = Boolean(q || status);
  const empty = (
    <FilteredEmptyState
      icon={IconPackage}
      strings="adminShop.products"
      filtered={filtered}
      clear={{ label: t('adminShop.clear'), onClick: () => set({ q: null, status: null }) }}
    >
      <Button size="xs" onClick={() => set({ edit: 'new' })}>
        {t('adminShop.products.add')}
      </Button>
    </FilteredEmptyState>
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="admin-product"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => set({ edit: 'new' })}>
            {t('adminShop.products.add')}
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap">
        <SearchField
          value={q}
          onChange={(v) => set({ q: v })}
          label={t('adminShop.products.search')}
          placeholder={t('adminShop.products.searchPlaceholder')}
          w={300}
        />
        <SegmentedControl
          aria-label={t('adminShop.products.filterStatus')}
          size="sm"
          data={[
            { value: 'all', label: t('adminShop.all') },
            ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`adminShop.products.statuses.${s}`) })),
          ]}
          value={status ?? 'all'}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
        />
      </Group>
      <BulkBar
        count={selection.selected.length}
        label={t('adminShop.products.bulkLabel')}
        countText={t('adminShop.products.selected', { count: selection.selected.length })}
        clearLabel={t('adminShop.products.clearSelection')}
        onClear={selection.clear}
        busy={bulk.busy !== null}
      >
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              loading={bulk.busy !== null}
            >
              {t('adminShop.products.setStatus')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {PRODUCT_STATUSES.map((s) => (
              <Menu.Item
                key={s}
                onClick={() =>
                  void bulk.run(s, async () => {
                    const r = await bulkProductStatus(
                      selection.selected.map((p) => p.id),
                      s,
                    );
                    notifySuccess(t('adminShop.products.bulkDone', { count: r.updated }), '');
                    selection.clear();
                    afterProductChange(qc);
                  })
                }
              >
                {t(`adminShop.products.statuses.${s}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </BulkBar>
      <AdminListStates
        query={list}
        retryLabel={t('adminShop.retry')}
        pager={{ pages, limit: size, onLimit: (v) => set({ size: v }) }}
      >
        {(data) => (
          <ProductTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => set({ edit: id })}
            selected={selection.selected}
            onSelected={selection.setSelected}
            empty={empty}
          />
        )}
      </AdminListStates>
      <FormDrawer
        opened={Boolean(edit)}
        onClose={close}
        dirty={dirty}
        title={t(shown === 'new' ? 'adminShop.products.addTitle' : 'adminShop.products.editTitle')}
      >
        {shown && <ProductEditor key={shown} id={shown} onDone={close} onDirtyChange={setDirty} />}
      </FormDrawer>
    </Stack>
  );
}
