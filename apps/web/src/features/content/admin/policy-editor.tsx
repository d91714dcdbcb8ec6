import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormTextInput, FormTextarea } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { policyInputSchema, type Policy, type PolicyKind, type PolicyVersion } from '@formulab/shared/policies/policies.schema';
import { FormSection } from '../../../components/admin/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { zodValidate } from '../../../lib/form.ts';
import {
  EditorError,
  EditorSaveBar,
  EditorSource,
  WhenField,
  useContentEditor,
  useDirtyReport,
  type EditorProps,
} from './editor-kit.tsx';
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
  const from = version ?? base;
  return (
    <EditorSource query={policyQuery(kind, from?.version ?? 0)} enabled={!!from}>
      {(source) =>
        version && version.state !== 'scheduled' ? (
          <PolicyView policy={source!} version={version} />
        ) : (
          <PolicyForm kind={kind} editing={version} source={source} onDone={onDone} onDirtyChange={onDirtyChange} />
        )
      }
    </EditorSource>
  );
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
}: EditorProps & {
  kind: PolicyKind;
  editing: PolicyVersion | null;
  source: Policy | undefined;
}) {
  const { t } = useTranslation();
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
  useDirtyReport(form.isDirty(), onDirtyChange);
  const { error, save, remove, dialog } = useContentEditor({
    form,
    refresh: [['admin', 'policies'], ['policies']],
    onDone,
    onDirtyChange,
  });
  const submit = form.onSubmit(
    (v) =>
      save(async () => {
        const body = { ...v, effectiveAt: fromLocalInput(v.effectiveAt) };
        // an edit carries the revision it was opened at (`source` is the edited version when editing): a
        // save over someone else's edit is 409 CHANGED_MEANWHILE ("… this policy version …"), nothing saved
        const saved = editing
          ? await updatePolicy(kind, editing.version, { ...body, revision: source?.revision })
          : await createPolicy({ ...body, kind });
        return t('adminContent.policies.saved', { version: saved.version });
      }),
    focusInvalidOnFailure,
  );
  const withdraw = (v: PolicyVersion) =>
    remove(
      {
        title: t('adminContent.policies.withdrawTitle', { version: v.version }),
        message: t('adminContent.policies.withdrawBody'),
        confirmLabel: t('adminContent.policies.withdraw'),
        danger: true,
      },
      () => deletePolicy(kind, v.version),
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color={kind === 'refund' ? 'gray' : 'blue'} variant="light">
          {t(kind === 'refund' ? 'adminContent.policies.refundNote' : 'adminContent.policies.acceptNote')}
        </Alert>
        <WhenField
          label={t('adminContent.policies.effectiveAt')}
          description={t('adminContent.policies.effectiveAtHint')}
          required
          {...form.getInputProps('effectiveAt')}
        />
        <FormSection title={t('adminContent.policies.korean')}>
          <FormTextInput form={form} name="titleKo" label="adminContent.policies.titleKo" required maxLength={200} />
          <FormTextarea
            form={form}
            name="bodyKo"
            label="adminContent.policies.bodyKo"
            description="adminContent.policies.bodyHint"
            required
            autosize
            minRows={8}
            maxRows={24}
          />
        </FormSection>
        <FormSection title={t('adminContent.policies.english')}>
          <FormTextInput form={form} name="titleEn" label="adminContent.policies.titleEn" required maxLength={200} />
          <FormTextarea
            form={form}
            name="bodyEn"
            label="adminContent.policies.bodyEn"
            required
            autosize
            minRows={8}
            maxRows={24}
          />
        </FormSection>
        <EditorError error={error} />
      </Stack>
      <EditorSaveBar
        dirty={dirty}
        busy={form.submitting}
        onCancel={onDone}
        remove={editing && { label: t('adminContent.policies.withdraw'), run: () => withdraw(editing) }}
      />
      {dialog}
    </form>
  );
}
