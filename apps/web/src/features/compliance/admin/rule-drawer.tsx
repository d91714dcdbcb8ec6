import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormTextInput, FormTextarea } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { EXPOSURES, MARKETS, RULE_FORMS, RULE_KINDS } from '@formulab/shared/compliance/compliance';
import { FAMILY_KEYS, SUBSTANCE_FAMILIES } from '@formulab/shared/compliance/families';
import { ruleCreateSchema, type RuleDetail, type RuleVersion } from '@formulab/shared/compliance/compliance.admin.schema';
import { PRODUCT_TYPES } from '@formulab/shared/recipes/formulation';
import {
  FormDrawer,
  FormSaveBar,
  FormSection,
  NumberField,
  num,
  schemaValidator,
  useConfirm,
  FOCUSABLE_SCROLL,
} from '../../../components/admin/index.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { createRule, isUnverified, ruleQuery, setRetired, updateRule } from './api.ts';

type Values = {
  market: string;
  inciName: string;
  casNumbers: string[];
  kind: string;
  maxPercent: number | string;
  productTypes: string[];
  exceptProductTypes: string[];
  exposures: string[];
  conditions: string;
  conditionsKo: string;
  warning: string;
  warningEn: string;
  labelAbove: number | string;
  reference: string;
  sourceUrl: string;
  effectiveFrom: string;
  positiveScope: boolean;
  expressedAs: string | null;
  notWith: string[];
  childrenUnder: number | string;
  sellOffUntil: string;
  verifiedOn: string;
  consolidatedVersion: string;
  form: string;
  note: string;
};

const EMPTY: Values = {
  market: 'KR',
  inciName: '',
  casNumbers: [],
  kind: 'restricted',
  maxPercent: '',
  productTypes: [],
  exceptProductTypes: [],
  exposures: [],
  conditions: '',
  conditionsKo: '',
  warning: '',
  warningEn: '',
  labelAbove: '',
  reference: '',
  sourceUrl: '',
  effectiveFrom: '',
  positiveScope: false,
  expressedAs: null,
  notWith: [],
  childrenUnder: '',
  sellOffUntil: '',
  verifiedOn: '',
  consolidatedVersion: '',
  form: 'any',
  note: '',
};

const toInput = (v: Values) => ({
  ...v,
  maxPercent: num(v.maxPercent) ?? null,
  labelAbove: num(v.labelAbove) ?? null,
  childrenUnder: num(v.childrenUnder) ?? null,
  expressedAs: v.expressedAs || null,
  sellOffUntil: v.sellOffUntil || null,
  verifiedOn: v.verifiedOn || null,
});

/** Today in Seoul, YYYY-MM-DD (the day staff verified a rule). */
const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

function valuesOf(d: RuleDetail): Values {
  const r = d.rule;
  return {
    ...EMPTY,
    ...r,
    maxPercent: r.maxPercent ?? '',
    labelAbove: r.labelAbove ?? '',
    casNumbers: [...r.casNumbers],
    productTypes: [...r.productTypes],
    exceptProductTypes: [...r.exceptProductTypes],
    exposures: [...r.exposures],
    notWith: [...r.notWith],
    childrenUnder: r.childrenUnder ?? '',
    sellOffUntil: r.sellOffUntil ?? '',
    verifiedOn: r.verifiedOn ?? '',
    note: '',
  };
}

/** `?id=new` or a rule's id: the form (create / edit / retire / restore) and the rule's history. */
export function RuleDrawer({
  id,
  onClose,
  onCreated,
}: {
  id: string | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const isNew = id === 'new';
  const detail = useQuery({ ...ruleQuery(id ?? ''), enabled: !!id && !isNew });
  const [dirty, setDirty] = useState(false);
  return (
    <FormDrawer
      opened={!!id}
      onClose={onClose}
      title={isNew ? t('adminCompliance.rules.new') : (detail.data?.rule.inciName ?? t('adminCompliance.rules.rule'))}
      dirty={dirty}
    >
      {isNew ? (
        <RuleForm key="new" detail={null} onDirty={setDirty} onSaved={(d) => onCreated(d.rule.id)} />
      ) : detail.isError ? (
        <Alert color="red">{t(errorKey(detail.error))}</Alert>
      ) : !detail.data ? (
        <Stack aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <RuleForm
            key={`${detail.data.rule.id}-${detail.data.rule.version}`}
            detail={detail.data}
            onDirty={setDirty}
            onSaved={() => {}}
          />
          {/* keyed by version: after a save the comparison opens on the new version */}
          <RuleHistory key={detail.data.rule.version} detail={detail.data} />
        </Stack>
      )}
    </FormDrawer>
  );
}

function RuleForm({
  detail,
  onDirty,
  onSaved,
}: {
  detail: RuleDetail | null;
  onDirty: (dirty: boolean) => void;
  onSaved: (d: RuleDetail) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: detail ? valuesOf(detail) : EMPTY,
    validate: schemaValidator(ruleCreateSchema, toInput, t),
    onValuesChange: () => onDirty(true),
  });
  const productTypes = PRODUCT_TYPES.map((p) => ({ value: p.slug, label: t(`productTypes.${p.slug}`) }));
  const refresh = (d: RuleDetail) => {
    qc.setQueryData(ruleQuery(d.rule.id).queryKey, d);
    void qc.invalidateQueries({ queryKey: ['compliance-rules'] });
  };
  const fail = (err: unknown) => {
    if (err instanceof ApiError && Object.keys(err.fields).length)
      form.setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, t(v)])));
    setError(t(errorKey(err)));
  };

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const body = toInput(values) as Parameters<typeof createRule>[0];
      const d = detail ? await updateRule(detail.rule.id, { ...body, version: detail.rule.version }) : await createRule(body);
      refresh(d);
      onDirty(false);
      form.resetDirty();
      notifications.show({ color: 'teal', message: t('adminCompliance.rules.saved', { version: d.rule.version }) });
      onSaved(d);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  });

  const toggleRetired = async () => {
    if (!detail) return;
    const retire = detail.rule.retiredAt === null;
    const ok = await confirm({
      title: t(retire ? 'adminCompliance.rules.retireTitle' : 'adminCompliance.rules.restoreTitle'),
      message: t(retire ? 'adminCompliance.rules.retireBody' : 'adminCompliance.rules.restoreBody'),
      confirmLabel: t(retire ? 'adminCompliance.rules.retire' : 'adminCompliance.rules.restore'),
      danger: retire,
    });
    if (!ok) return;
    try {
      refresh(await setRetired(detail.rule.id, retire, detail.rule.version, form.values.note));
      onDirty(false);
    } catch (err) {
      fail(err);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {detail && (
          <Group gap="xs">
            <Badge variant="light" color={detail.rule.retiredAt ? 'gray' : 'teal'} tt="none">
              {t(detail.rule.retiredAt ? 'adminCompliance.rules.retired' : 'adminCompliance.rules.active')}
            </Badge>
            {isUnverified(detail.rule.verifiedOn) ? (
              <Badge variant="light" color="orange" c="#a33a0a" tt="none" title={t('adminCompliance.rules.unverifiedHint')}>
                {t('adminCompliance.rules.unverifiedBadge')}
              </Badge>
            ) : (
              <Badge variant="light" color="teal" tt="none">
                {t('adminCompliance.rules.verifiedOn', { date: detail.rule.verifiedOn })}
              </Badge>
            )}
            <Text fz="sm" c="gray.7">
              {t('adminCompliance.rules.versionBy', {
                version: detail.rule.version,
                date: formatDateTime(detail.rule.updatedAt),
                who: detail.rule.updatedBy ?? '—',
              })}
            </Text>
          </Group>
        )}
        <FormSection title={t('adminCompliance.form.substance')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('adminCompliance.fields.market')}
              data={MARKETS.map((m) => ({ value: m, label: t(`compliance.markets.${m}`) }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('market')}
            />
            <Select
              label={t('adminCompliance.fields.kind')}
              data={RULE_KINDS.map((k) => ({ value: k, label: t(`adminCompliance.kinds.${k}`) }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('kind')}
            />
            <FormTextInput
              form={form}
              name="inciName"
              label="adminCompliance.fields.inciName"
              description="adminCompliance.fields.inciNameHint"
              withAsterisk
            />
            <TagsInput
              label={t('adminCompliance.fields.casNumbers')}
              description={t('adminCompliance.fields.casHint')}
              {...form.getInputProps('casNumbers')}
              error={form.errors.casNumbers ?? Object.entries(form.errors).find(([k]) => k.startsWith('casNumbers.'))?.[1]}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('adminCompliance.form.scope')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              label={t('adminCompliance.fields.maxPercent')}
              description={t('adminCompliance.fields.maxHint')}
              min={0}
              max={100}
              decimals={4}
              suffix="%"
              {...form.getInputProps('maxPercent')}
            />
            <NumberField
              label={t('adminCompliance.fields.labelAbove')}
              min={0}
              max={100}
              decimals={4}
              suffix="%"
              {...form.getInputProps('labelAbove')}
            />
            <MultiSelect
              label={t('adminCompliance.fields.productTypes')}
              description={t('adminCompliance.fields.allTypes')}
              data={productTypes}
              searchable
              {...form.getInputProps('productTypes')}
            />
            <MultiSelect
              label={t('adminCompliance.fields.exceptProductTypes')}
              data={productTypes}
              searchable
              {...form.getInputProps('exceptProductTypes')}
            />
            <MultiSelect
              label={t('adminCompliance.fields.exposures')}
              description={t('adminCompliance.fields.exposuresHint')}
              data={EXPOSURES.map((e) => ({ value: e, label: t(`adminCompliance.exposures.${e}`) }))}
              {...form.getInputProps('exposures')}
            />
            <Select
              label={t('adminCompliance.fields.form')}
              description={t('adminCompliance.fields.formHint')}
              data={RULE_FORMS.map((f) => ({ value: f, label: t(`adminCompliance.forms.${f}`) }))}
              allowDeselect={false}
              {...form.getInputProps('form')}
            />
            <NumberField
              label={t('adminCompliance.fields.childrenUnder')}
              min={1}
              max={18}
              {...form.getInputProps('childrenUnder')}
            />
            <Select
              label={t('adminCompliance.fields.expressedAs')}
              description={t('adminCompliance.fields.expressedAsHint')}
              data={FAMILY_KEYS.map((k) => ({ value: k, label: `${SUBSTANCE_FAMILIES[k]!.parent.inciName} (${k})` }))}
              clearable
              searchable
              {...form.getInputProps('expressedAs')}
            />
            <TagsInput
              label={t('adminCompliance.fields.notWith')}
              description={t('adminCompliance.fields.notWithHint')}
              {...form.getInputProps('notWith')}
              error={form.errors.notWith ?? Object.entries(form.errors).find(([k]) => k.startsWith('notWith.'))?.[1]}
            />
          </SimpleGrid>
          <Switch
            mt="sm"
            label={t('adminCompliance.fields.positiveScope')}
            description={t('adminCompliance.fields.positiveScopeHint')}
            {...form.getInputProps('positiveScope', { type: 'checkbox' })}
          />
        </FormSection>
        <FormSection title={t('adminCompliance.form.label')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextarea form={form} name="conditions" label="adminCompliance.fields.conditions" autosize minRows={2} />
            <FormTextarea form={form} name="conditionsKo" label="adminCompliance.fields.conditionsKo" autosize minRows={2} />
            <FormTextarea form={form} name="warning" label="adminCompliance.fields.warning" autosize minRows={2} />
            <FormTextarea form={form} name="warningEn" label="adminCompliance.fields.warningEn" autosize minRows={2} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('adminCompliance.form.source')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput form={form} name="reference" label="adminCompliance.fields.reference" withAsterisk />
            <FormTextInput
              form={form}
              name="effectiveFrom"
              label="adminCompliance.fields.effectiveFrom"
              type="date"
              withAsterisk
            />
            <FormTextInput form={form} name="sellOffUntil" label="adminCompliance.fields.sellOffUntil" type="date" />
            <FormTextInput form={form} name="sourceUrl" label="adminCompliance.fields.sourceUrl" type="url" />
            <FormTextInput
              form={form}
              name="consolidatedVersion"
              label="adminCompliance.fields.consolidatedVersion"
              description="adminCompliance.fields.consolidatedVersionHint"
            />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <FormTextInput
                form={form}
                name="verifiedOn"
                label="adminCompliance.fields.verifiedOn"
                type="date"
                style={{ flex: 1 }}
              />
              <Button variant="default" onClick={() => form.setFieldValue('verifiedOn', today())}>
                {t('adminCompliance.fields.verifiedToday')}
              </Button>
            </Group>
            <FormTextInput
              form={form}
              name="note"
              label="adminCompliance.fields.note"
              description="adminCompliance.fields.noteHint"
            />
          </SimpleGrid>
        </FormSection>
        <FormSaveBar
          dirty={form.isDirty()}
          busy={busy}
          onCancel={() => {
            form.reset();
            onDirty(false);
          }}
          left={
            detail && (
              <Button
                variant="outline"
                color={detail.rule.retiredAt ? 'dark' : 'red.8'}
                onClick={() => void toggleRetired()}
                data-testid="rule-retire"
              >
                {t(detail.rule.retiredAt ? 'adminCompliance.rules.restore' : 'adminCompliance.rules.retire')}
              </Button>
            )
          }
        />
      </Stack>
      {confirmDialog}
    </form>
  );
}

const FIELDS: (keyof RuleVersion['snapshot'])[] = [
  'market',
  'inciName',
  'casNumbers',
  'kind',
  'maxPercent',
  'productTypes',
  'exceptProductTypes',
  'exposures',
  'conditions',
  'conditionsKo',
  'warning',
  'warningEn',
  'labelAbove',
  'reference',
  'sourceUrl',
  'effectiveFrom',
  'positiveScope',
  'expressedAs',
  'notWith',
  'childrenUnder',
  'sellOffUntil',
  'verifiedOn',
  'consolidatedVersion',
  'form',
];
/** A snapshot's field as staff read it: market, kind, product types and exposures by name, limits in %. */
function useShow() {
  const { t } = useTranslation();
  const named: Partial<Record<keyof RuleVersion['snapshot'], (v: string) => string>> = {
    market: (v) => t(`compliance.markets.${v}`, { defaultValue: v }),
    kind: (v) => t(`adminCompliance.kinds.${v}`, { defaultValue: v }),
    productTypes: (v) => t(`productTypes.${v}`, { defaultValue: v }),
    exceptProductTypes: (v) => t(`productTypes.${v}`, { defaultValue: v }),
    exposures: (v) => t(`adminCompliance.exposures.${v}`, { defaultValue: v }),
    form: (v) => t(`adminCompliance.forms.${v}`, { defaultValue: v }),
    maxPercent: (v) => `${v} %`,
    labelAbove: (v) => `${v} %`,
    positiveScope: (v) => (v === 'true' ? '✓' : '—'),
  };
  return (f: keyof RuleVersion['snapshot'], v: unknown): string => {
    const name = named[f] ?? String;
    if (Array.isArray(v)) return v.length ? v.map((x) => name(String(x))).join(', ') : '—';
    return v === null || v === undefined || v === '' ? '—' : name(String(v));
  };
}

/** Every version, newest first, and two of them side by side (changed fields marked). */
function RuleHistory({ detail }: { detail: RuleDetail }) {
  const { t } = useTranslation();
  const show = useShow();
  const versions = detail.versions;
  const [pick, setPick] = useState(String(versions[0]?.version ?? 1));
  const right = versions.find((v) => String(v.version) === pick) ?? versions[0];
  const left = versions.find((v) => v.version === (right?.version ?? 1) - 1) ?? null;
  if (!right) return null;
  const head = (v: RuleVersion) => (
    <Stack gap={0}>
      <Text fz="sm" fw={700}>
        {t('adminCompliance.history.version', { version: v.version })} ·{' '}
        {t(`adminCompliance.changes.${v.change}`, { defaultValue: v.change })}
      </Text>
      <Text fz="xs" c="gray.7">
        {formatDateTime(v.changedAt)} · {v.changedBy ?? t('adminCompliance.history.system')}
      </Text>
      {v.note && (
        <Text fz="xs" c="gray.8">
          “{v.note}”
        </Text>
      )}
    </Stack>
  );
  const recheck = detail.rechecks.find((r) => r.version === right.version);
  return (
    <FormSection title={t('adminCompliance.history.title')}>
      <Stack gap="sm" data-testid="rule-history">
        <Select
          label={t('adminCompliance.history.compare')}
          data={versions.map((v) => ({
            value: String(v.version),
            label: `${t('adminCompliance.history.version', { version: v.version })} · ${formatDateTime(v.changedAt)}`,
          }))}
          value={pick}
          onChange={(v) => v && setPick(v)}
          allowDeselect={false}
          maw={360}
        />
        {recheck && (
          <Text fz="sm" c="gray.8">
            {recheck.doneAt
              ? t('adminCompliance.history.recheckDone', {
                  checked: recheck.recipesChecked ?? 0,
                  changed: recheck.recipesChanged ?? 0,
                })
              : t('adminCompliance.history.recheckPending')}
          </Text>
        )}
        <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={520}>
          <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={150}>{t('adminCompliance.history.field')}</Table.Th>
                <Table.Th>{left ? head(left) : t('adminCompliance.history.none')}</Table.Th>
                <Table.Th>{head(right)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FIELDS.map((f) => {
                const a = left ? show(f, left.snapshot[f]) : '';
                const b = show(f, right.snapshot[f]);
                const changed = !!left && a !== b;
                return (
                  <Table.Tr key={f} bg={changed ? 'yellow.0' : undefined}>
                    <Table.Td>
                      {t(`adminCompliance.fields.${f}`)}
                      {changed && <span className="visually-hidden"> ({t('adminCompliance.history.changed')})</span>}
                    </Table.Td>
                    <Table.Td c="gray.7">{a}</Table.Td>
                    <Table.Td fw={changed ? 700 : undefined}>{b}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </FormSection>
  );
}
