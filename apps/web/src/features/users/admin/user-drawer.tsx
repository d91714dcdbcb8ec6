import { Alert, Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { AuditEntry } from '@formulab/shared/audit/audit.schema';
import { fieldErrors } from '@formulab/shared/errors';
import {
  SUSPEND_REASON_MAX,
  USER_RECORD_KINDS,
  userSuspendBodySchema,
  type AdminUserDetail,
  type UserRecordKind,
} from '@formulab/shared/users/users.schema';
import { QueueRecordDrawer, useConfirm } from '../../../components/admin/index.ts';
import { notifyError } from '../../../components/notify.ts';
import { StateBadge } from '../../../components/workflow/index.ts';
import type { WorkflowSubject } from '../../../components/workflow/subject.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../../lib/session.ts';
import { adminUserQuery, afterUserChange, reactivateUser, setUserRole, suspendUser, userAuditQuery } from './admin-api.ts';
import { UserBadges } from './user-table.tsx';

/** Where each kind of record opens for staff (`?id=` opens it in that screen's drawer). */
const RECORD_LINK: Record<UserRecordKind, (id: string) => string> = {
  recipes: (id) => `/admin/recipe-list?id=${id}`,
  samples: (id) => `/admin/sample-requests?id=${id}`,
  quotes: (id) => `/admin/quote-list?id=${id}`,
  orders: (id) => `/admin/order-list?id=${id}`,
  purchases: (id) => `/admin/order-list?purchase=${id}`,
  inquiries: (id) => `/admin/customer-inquiries?id=${id}`,
};

const SUBJECT: Record<Exclude<UserRecordKind, 'recipes'>, WorkflowSubject> = {
  samples: 'sample',
  quotes: 'quote',
  orders: 'order',
  purchases: 'purchase',
  inquiries: 'inquiry',
};

/** One user for staff (`?id=`): profile, records, role, suspension, and their audit trail. */
export function UserDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer id={id} onClose={onClose} record={adminUserQuery} titleKey="adminUsers.detail.title" width={640}>
      {(d) => <Content detail={d} />}
    </QueueRecordDrawer>
  );
}

function Content({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useMe();
  const [confirm, confirmDialog] = useConfirm();
  const [suspending, setSuspending] = useState(false);
  const [busy, setBusy] = useState(false);
  const u = detail.user;
  const self = me.data?.id === u.id;

  const run = async (fn: () => Promise<AdminUserDetail>) => {
    setBusy(true);
    try {
      afterUserChange(qc, await fn());
      return true;
    } catch (err) {
      notifyError(t(errorKey(err)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const changeRole = async () => {
    const role = u.role === 'admin' ? 'customer' : 'admin';
    const ok = await confirm({
      title: t(`adminUsers.detail.roleTitle.${role}`),
      message: t(`adminUsers.detail.roleBody.${role}`, { name: u.name }),
      confirmLabel: t(`adminUsers.detail.makeRole.${role}`),
      danger: role === 'customer',
    });
    if (ok) await run(() => setUserRole(u.id, role));
  };
  const reactivate = async () => {
    const ok = await confirm({
      title: t('adminUsers.detail.reactivateTitle'),
      message: t('adminUsers.detail.reactivateBody', { name: u.name }),
      confirmLabel: t('adminUsers.detail.reactivate'),
    });
    if (ok) await run(() => reactivateUser(u.id));
  };

  return (
    <Stack gap="lg">
      {confirmDialog}
      <SuspendDialog
        opened={suspending}
        name={u.name}
        onClose={() => setSuspending(false)}
        onSubmit={async (reason) => {
          if (await run(() => suspendUser(u.id, reason))) setSuspending(false);
        }}
        busy={busy}
      />
      <Stack gap={6}>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={2} fz={24} style={{ overflowWrap: 'anywhere' }}>
            {u.name}
          </Title>
          <UserBadges user={u} size="md" />
        </Group>
        <Anchor href={`mailto:${u.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          <Group gap={4} wrap="nowrap">
            <IconMail size={14} aria-hidden="true" />
            {u.email}
          </Group>
        </Anchor>
        <Text fz="sm" c="gray.7">
          {[u.companyName, u.phone].filter(Boolean).join(' · ') || t('adminUsers.detail.noCompany')}
        </Text>
        <Text fz="xs" c="gray.7">
          {t('adminUsers.detail.dates', {
            joined: formatDateTime(u.createdAt),
            lastSignIn: u.lastSignInAt ? formatDateTime(u.lastSignInAt) : t('adminUsers.detail.never'),
          })}{' '}
          · {t('adminUsers.detail.sessions', { count: detail.sessions })}
          {!u.emailVerified && ` · ${t('adminUsers.detail.unverified')}`}
        </Text>
      </Stack>

      {u.banned && (
        <Alert color="red" title={t('adminUsers.detail.suspendedTitle')}>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {u.banReason || t('adminUsers.detail.noReason')}
          </Text>
        </Alert>
      )}

      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => void changeRole()} disabled={busy || (self && u.role === 'admin')}>
          {t(`adminUsers.detail.makeRole.${u.role === 'admin' ? 'customer' : 'admin'}`)}
        </Button>
        {u.banned ? (
          <Button onClick={() => void reactivate()} loading={busy}>
            {t('adminUsers.detail.reactivate')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setSuspending(true)} disabled={busy || self}>
            {t('adminUsers.detail.suspend')}
          </Button>
        )}
      </Group>
      {self && (
        <Text fz="xs" c="gray.7">
          {t('adminUsers.detail.selfHint')}
        </Text>
      )}

      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('adminUsers.detail.records')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {USER_RECORD_KINDS.map((kind) => {
            const group = detail.records[kind];
            return (
              <Paper key={kind} withBorder radius="md" p="sm">
                <Text fz="sm" fw={600}>
                  {t(`adminUsers.kinds.${kind}`)} <span className="tabular">({group.count})</span>
                </Text>
                {group.latest.length === 0 ? (
                  <Text fz="xs" c="gray.7">
                    {t('adminUsers.detail.none')}
                  </Text>
                ) : (
                  <Stack gap={2} mt={4}>
                    {group.latest.map((r) => (
                      <Group key={r.id} gap={6} wrap="nowrap" justify="space-between">
                        <Anchor component={Link} to={RECORD_LINK[kind](r.id)} fz="sm" truncate="end" style={{ minWidth: 0 }}>
                          {r.label}
                        </Anchor>
                        {r.state && kind !== 'recipes' ? (
                          <StateBadge subject={SUBJECT[kind]} state={r.state} size="sm" />
                        ) : (
                          <Text fz="xs" c="gray.7" style={{ flexShrink: 0 }}>
                            {formatDateTime(r.at)}
                          </Text>
                        )}
                      </Group>
                    ))}
                  </Stack>
                )}
              </Paper>
            );
          })}
          <Paper withBorder radius="md" p="sm">
            <Text fz="sm" fw={600}>
              {t('adminUsers.kinds.chat')}
            </Text>
            {detail.chat ? (
              <Group gap={6} wrap="nowrap" justify="space-between" mt={4}>
                <Anchor component={Link} to={`/admin/chats?id=${detail.chat.id}`} fz="sm">
                  {detail.chat.ref}
                </Anchor>
                <Text fz="xs" c={detail.chat.staffUnread > 0 ? 'red.9' : 'gray.7'}>
                  {t('adminUsers.detail.unread', { count: detail.chat.staffUnread })}
                </Text>
              </Group>
            ) : (
              <Text fz="xs" c="gray.7">
                {t('adminUsers.detail.none')}
              </Text>
            )}
          </Paper>
        </SimpleGrid>
      </Stack>

      <AuditTrail userId={u.id} />
    </Stack>
  );
}

function SuspendDialog(p: {
  opened: boolean;
  name: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = userSuspendBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(fieldErrors(parsed.error).reason ?? 'errors.invalid');
    setError(null);
    await p.onSubmit(parsed.data.reason);
    setReason('');
  };
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={t('adminUsers.detail.suspendTitle', { name: p.name })} centered>
      <Stack gap="sm">
        <Text fz="sm">{t('adminUsers.detail.suspendBody')}</Text>
        <Textarea
          label={t('adminUsers.detail.reason')}
          description={t('adminUsers.detail.reasonHint', { max: SUSPEND_REASON_MAX })}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error ? t(error, { max: SUSPEND_REASON_MAX }) : undefined}
          autosize
          minRows={3}
          maxLength={SUSPEND_REASON_MAX + 50}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={p.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={p.busy}>
            {t('adminUsers.detail.suspend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What staff did to this user, newest first (the audit entries whose subject is the user). */
function AuditTrail({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const audit = useQuery(userAuditQuery(userId));
  const describe = (e: AuditEntry) => {
    const after = (e.after ?? {}) as { role?: string; banReason?: string | null };
    if (e.action === 'user.role') return t('adminUsers.audit.role', { role: t(`adminUsers.roles.${after.role ?? 'customer'}`) });
    if (e.action === 'user.suspend') return t('adminUsers.audit.suspend', { reason: after.banReason ?? '' });
    if (e.action === 'user.reactivate') return t('adminUsers.audit.reactivate');
    return e.action;
  };
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('adminUsers.audit.title')}
      </Title>
      {audit.isError ? (
        <Text fz="sm" c="red.9">
          {t(errorKey(audit.error))}
        </Text>
      ) : !audit.data ? (
        <Text fz="sm" c="gray.7">
          {t('common.loading')}
        </Text>
      ) : audit.data.items.length === 0 ? (
        <Text fz="sm" c="gray.7">
          {t('adminUsers.audit.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {audit.data.items.map((e) => (
            <li key={e.id}>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {describe(e)}
              </Text>
              <Text fz="xs" c="gray.7">
                {formatDateTime(e.at)} · {e.actorEmail || t('adminUsers.audit.system')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
