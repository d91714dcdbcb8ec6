import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { policyInputSchema, type Policy, type PolicyKind, type PolicyVersion } from '@formulab/shared/policies/policies.schema';
import { FormSaveBar, FormSection, useConfirm } from '../../../components/admin/index.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { createPolicy, deletePolicy, fromLocalInput, policyQuery, toLocalInput, updatePolicy } from './admin-api.ts';

type Values = { effectiveAt: string; titleKo: string; titleEn: string; bodyKo: string; bodyEn: string };

/**
 * A policy version in the drawer. `version` null: a new version of `kind`, filled from `base` (the
 * newest) to edit. A scheduled version is edited or withdrawn; one in force or past is read only.
 */
export function PolicyEditor({
  kind,
  version,
  base,
  onDone,
  onDirtyChange,
}: {
  kind: PolicyKind;
  version: PolicyVersion | null;
  base: PolicyVersion | undefined;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const from = version ?? base;
  const source = useQuery({ ...policyQuery(kind, from?.version ?? 0), enabled: !!from });
  if (from && !source.data) return source.isError ? <Alert color="red">{t(errorKey(source.error))}</Alert> : <Skeleton h={400} />;
  if (version && version.state !== 'scheduled') return <PolicyView policy={source.data!} version={version} />;
  return <PolicyForm kind={kind} editing={version} source={source.data} onDone={onDone} onDirtyChange={onDirtyChange} />;
}

function PolicyView({ policy, version }: { policy: Policy; version: PolicyVersion }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" pb="md">
      <Group gap="xs">
        <Badge variant="light" color={version.state === 'current' ? 'brand' : 'gray'}>
          {t(`policy.states.${version.state}`)}
        </Badge>
        <Text fz="sm" c="gray.7">
          {t('adminContent.policies.effective', { date: formatDateTime(policy.effectiveAt) })}
        </Text>
      </Group>
      <Alert color="gray" variant="light">
        {t('adminContent.policies.readOnly')}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['Ko', 'En'] as const).map((l) => (
          <Paper key={l} withBorder p="md" radius="md">
            <Text fw={700} mb="xs">
              {policy[`title${l}`]}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {policy[`body${l}`]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PolicyForm({
  kind,
  editing,
  source,
  onDone,
  onDirtyChange,
}: {
  kind: PolicyKind;
  editing: PolicyVersion | null;
  source: Policy | undefined;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  // a new version takes effect in a week unless staff say otherwise (time to tell customers first)
  const [inAWeek] = useState(() => new Date(Date.now() + 7 * 86_400_000));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      effectiveAt: toLocalInput(editing ? editing.effectiveAt : inAWeek),
      titleKo: source?.titleKo ?? '',
      titleEn: source?.titleEn ?? '',
      bodyKo: source?.bodyKo ?? '',
      bodyEn: source?.bodyEn ?? '',
    },
    validate: (v) => zodValidate(policyInputSchema, t)({ ...v, kind, effectiveAt: fromLocalInput(v.effectiveAt) }),
  });
  const dirty = form.isDirty() || !editing;
  useEffect(() => onDirtyChange(form.isDirty()), [form, onDirtyChange]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin', 'policies'] });
    await queryClient.invalidateQueries({ queryKey: ['policies'] });
  };
  const submit = form.onSubmit(async (v) => {
    setError(null);
    const body = { ...v, effectiveAt: fromLocalInput(v.effectiveAt) };
    try {
      // an edit carries the revision it was opened at (`source` is the edited version when editing): a
      // save over someone else's edit is 409 CHANGED_MEANWHILE ("… this policy version …"), nothing saved
      const saved = editing
        ? await updatePolicy(kind, editing.version, { ...body, revision: source?.revision })
        : await createPolicy({ ...body, kind });
      await refresh();
      notifySuccess(t('adminContent.savedTitle'), t('adminContent.policies.saved', { version: saved.version }));
      form.resetDirty();
      onDirtyChange(false);
      onDone();
    } catch (err) {
      if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
    }
  }, focusInvalidOnFailure);
  const withdraw = async () => {
    if (!editing) return;
    const ok = await confirm({
      title: t('adminContent.policies.withdrawTitle', { version: editing.version }),
      message: t('adminContent.policies.withdrawBody'),
      confirmLabel: t('adminContent.policies.withdraw'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deletePolicy(kind, editing.version);
      await refresh();
      onDirtyChange(false);
      onDone();
    } catch (err) {
      setError(t(errorKey(err)));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color={kind === 'refund' ? 'gray' : 'blue'} variant="light">
          {t(kind === 'refund' ? 'adminContent.policies.refundNote' : 'adminContent.policies.acceptNote')}
        </Alert>
        <TextInput
          type="datetime-local"
          label={t('adminContent.policies.effectiveAt')}
          description={t('adminContent.policies.effectiveAtHint')}
          required
          w={260}
          {...form.getInputProps('effectiveAt')}
        />
        <FormSection title={t('adminContent.policies.korean')}>
          <TextInput label={t('adminContent.policies.titleKo')} required maxLength={200} {...form.getInputProps('titleKo')} />
          <Textarea
            label={t('adminContent.policies.bodyKo')}
            description={t('adminContent.policies.bodyHint')}
            required
            autosize
            minRows={8}
            maxRows={24}
            {...form.getInputProps('bodyKo')}
          />
        </FormSection>
        <FormSection title={t('adminContent.policies.english')}>
          <TextInput label={t('adminContent.policies.titleEn')} required maxLength={200} {...form.getInputProps('titleEn')} />
          <Textarea
            label={t('adminContent.policies.bodyEn')}
            required
            autosize
            minRows={8}
            maxRows={24}
            {...form.getInputProps('bodyEn')}
          />
        </FormSection>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <FormSaveBar
        dirty={dirty}
        busy={form.submitting}
        onCancel={onDone}
        left={
          editing && (
            <Button variant="subtle" color="red.9" onClick={() => void withdraw()}>
              {t('adminContent.policies.withdraw')}
            </Button>
          )
        }
      />
      {dialog}
    </form>
  );
}
