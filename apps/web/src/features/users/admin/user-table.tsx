import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { AdminUser } from '@formulab/shared/users/users.schema';
import { AdminDataTable, BREAK_ANYWHERE, COLUMN_MEDIA, Dash, OpenRowCell } from '../../../components/admin/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

/** A user's role and status as small badges (admins and suspended accounts stand out). */
export function UserBadges({ user, size = 'sm' }: { user: AdminUser; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        size={size}
        variant="light"
        color={user.role === 'admin' ? 'teal' : 'gray'}
        c="dark.7"
        style={{ textTransform: 'none' }}
      >
        {t(`adminUsers.roles.${user.role}`)}
      </Badge>
      {user.banned && (
        <Badge size={size} variant="light" color="red" c="red.9" style={{ textTransform: 'none' }}>
          {t('adminUsers.statuses.suspended')}
        </Badge>
      )}
    </Group>
  );
}

/** Staff's list of users: name and e-mail, company, role and status, joined, last sign-in. */
export function UserTable(p: { records: AdminUser[]; fetching: boolean; onOpen: (id: string) => void; empty: React.ReactNode }) {
  const { t } = useTranslation();
  const { md, lg } = COLUMN_MEDIA;
  const columns: DataTableColumn<AdminUser>[] = [
    {
      accessor: 'name',
      title: t('adminUsers.columns.user'),
      render: (u) => (
        <OpenRowCell
          onOpen={() => p.onOpen(u.id)}
          name={
            // one line each, cut where the column ends (an unbroken e-mail widened it past a phone's edge)
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} lineClamp={1} style={BREAK_ANYWHERE}>
                {u.name}
              </Text>
              <Text fz="xs" c="gray.7" lineClamp={1} style={BREAK_ANYWHERE}>
                {u.email}
              </Text>
            </Stack>
          }
        />
      ),
    },
    {
      accessor: 'companyName',
      title: t('adminUsers.columns.company'),
      visibleMediaQuery: md,
      render: (u) =>
        u.companyName ? (
          <Text fz="sm" truncate="end">
            {u.companyName}
          </Text>
        ) : (
          <Dash />
        ),
    },
    { accessor: 'role', title: t('adminUsers.columns.status'), width: 150, render: (u) => <UserBadges user={u} /> },
    {
      accessor: 'createdAt',
      title: t('adminUsers.columns.joined'),
      noWrap: true,
      visibleMediaQuery: md,
      render: (u) => <span title={formatDateTime(u.createdAt)}>{formatDate(u.createdAt)}</span>,
    },
    {
      accessor: 'lastSignInAt',
      title: t('adminUsers.columns.lastSignIn'),
      noWrap: true,
      visibleMediaQuery: lg,
      render: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : <Dash />),
    },
  ];
  return (
    <AdminDataTable<AdminUser> records={p.records} columns={columns} fetching={p.fetching} onOpen={p.onOpen} empty={p.empty} />
  );
}
