import { Group, Select, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { ROLES } from '@formulab/shared/auth/auth.schema';
import { USER_SORTS, USER_STATUSES } from '@formulab/shared/users/users.schema';
import {
  FilteredEmptyState,
  AdminListStates,
  AdminPageHeader,
  SearchField,
  useCursorPages,
} from '../../components/admin/index.ts';
import { adminUsersQuery } from '../../features/users/admin/admin-api.ts';
import { userFilters, useUserListParams } from '../../features/users/admin/list-params.ts';
import { UserDrawer } from '../../features/users/admin/user-drawer.tsx';
import { UserTable } from '../../features/users/admin/user-table.tsx';

/** users — staff's list of accounts: search, role and status with counts, sort, and a drawer per user (`?id=`). */
export function Component() {
  const { t } = useTranslation();
  const params = useUserListParams();
  const pages = useCursorPages(JSON.stringify([params.q, params.role, params.status, params.sort, params.size]));
  const list = useQuery(adminUsersQuery(userFilters(params, pages.cursor)));
  // the counts come with the first page (already in the cache when a later page shows)
  const first = useQuery({ ...adminUsersQuery(userFilters(params, undefined)), enabled: Boolean(pages.cursor) });
  const counts = (pages.cursor ? first.data : list.data)?.counts ?? undefined;
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);
  const empty = (
    <FilteredEmptyState
      icon={IconUsers}
      strings="adminUsers"
      filtered={params.filtered}
      clear={{ label: t('adminUsers.clear'), onClick: params.clear }}
    />
  );
  return (
    <Stack gap="sm">
      <AdminPageHeader
        screen="users"
        actions={
          <SearchField
            value={params.q}
            onChange={(q) => params.update({ q })}
            label={t('adminUsers.search')}
            placeholder={t('adminUsers.searchPlaceholder')}
            w={340}
          />
        }
      />
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('adminUsers.role')}
          placeholder={withCount(t('adminUsers.allRoles'), counts?.all)}
          data={ROLES.map((r) => ({ value: r, label: withCount(t(`adminUsers.roles.${r}`), counts?.[r]) }))}
          value={params.role ?? null}
          onChange={(role) => params.update({ role })}
          clearable
          w={180}
          size="sm"
        />
        <Select
          label={t('adminUsers.status')}
          placeholder={withCount(t('adminUsers.allStatuses'), counts?.all)}
          data={USER_STATUSES.map((s) => ({ value: s, label: withCount(t(`adminUsers.statuses.${s}`), counts?.[s]) }))}
          value={params.status ?? null}
          onChange={(status) => params.update({ status })}
          clearable
          w={180}
          size="sm"
        />
        <Select
          label={t('adminUsers.sort')}
          data={USER_SORTS.map((s) => ({ value: s, label: t(`adminUsers.sorts.${s}`) }))}
          value={params.sort}
          onChange={(sort) => params.update({ sort })}
          allowDeselect={false}
          w={180}
          size="sm"
        />
      </Group>
      <AdminListStates
        query={list}
        retryLabel={t('adminUsers.retry')}
        pager={{ pages, limit: params.size, onLimit: (size) => params.update({ size }) }}
      >
        {(data) => (
          <UserTable
            records={data.items}
            fetching={list.isFetching && list.isPlaceholderData}
            onOpen={(id) => params.update({ id }, false)}
            empty={empty}
          />
        )}
      </AdminListStates>
      <UserDrawer id={params.id} onClose={() => params.update({ id: null }, false)} />
    </Stack>
  );
}
