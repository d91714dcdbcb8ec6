import { ActionIcon, Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  compositionInputSchema,
  type CompositionInput,
  ingredientDetailSchema,
  type IngredientDetail,
} from '@formulab/shared/catalogue/ingredients.schema';
import { FormSection, num, RemoveRowButton, schemaValidator } from '../../../components/admin/index.ts';
import { NumberField, type NumberValue } from '../../../components/number-field.tsx';
import { api, ApiError, errorKey } from '../../../lib/api.ts';
import { takeSavedIngredient } from './hooks.ts';

type Row = { key: string; inciName: string; casNumber: string; percent: NumberValue; maxPercent: NumberValue; source: string };
type Values = { constituents: Row[]; documentId: string | null };

let seq = 0;
const rowKey = () => `c${++seq}`;
const rowOf = (c?: IngredientDetail['constituents'][number]): Row => ({
  key: rowKey(),
  inciName: c?.inciName ?? '',
  casNumber: c?.casNumber ?? '',
  percent: c?.percent ?? '',
  maxPercent: c?.maxPercent ?? '',
  source: c?.source ?? '',
});
const valuesOf = (d: IngredientDetail): Values => ({
  constituents: d.constituents.map(rowOf),
  documentId: d.compositionDocumentId,
});
const toInput = (v: Values, version: number): CompositionInput => ({
  constituents: v.constituents.map((r) => ({
    inciName: r.inciName,
    casNumber: r.casNumber.trim() || null,
    percent: num(r.percent) as number,
    maxPercent: num(r.maxPercent) ?? null,
    source: r.source,
  })),
  documentId: v.documentId,
  version,
});

/** Sum of typical % in ten-thousandths (no float drift), or null while a % is not a number. */
function totalOf(rows: readonly Row[]): number | null {
  let units = 0;
  for (const r of rows) {
    const v = num(r.percent);
    if (v === undefined) continue;
    if (!Number.isFinite(v)) return null;
    units += Math.round(v * 10_000);
  }
  return units / 10_000;
}

/**
 * What a mixture is made of (issue 22): its constituents in order — INCI, CAS, typical and maximum %,
 * where each figure comes from — and the supplier document it was taken from (one of the ingredient's
 * documents). Saved on its own (PUT …/composition), versioned: a change made meanwhile is refused.
 */
export function CompositionEditor({ detail }: { detail: IngredientDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(detail),
    validate: schemaValidator(compositionInputSchema, (v: Values) => toInput(v, detail.compositionVersion), t),
  });
  const rows = form.values.constituents;
  const total = totalOf(rows);

  const save = useMutation({
    mutationFn: () =>
      api(`/api/admin/ingredients/${detail.id}/composition`, {
        schema: ingredientDetailSchema,
        method: 'PUT',
        body: toInput(form.getValues(), detail.compositionVersion),
      }),
    onSuccess: (saved) => {
      takeSavedIngredient(qc, saved, form, valuesOf(saved));
      setProblem(null);
      notifications.show({
        color: 'teal',
        message: t('adminCatalogue.composition.saved', { version: saved.compositionVersion }),
      });
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length)
        form.setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, t(v)])));
      setProblem(t(err instanceof ApiError && err.status === 409 ? 'adminCatalogue.composition.conflict' : errorKey(err)));
    },
  });
  const submit = form.onSubmit(
    () => save.mutate(),
    () => setProblem(t('apiErrors.VALIDATION')),
  );

  const move = (i: number, by: -1 | 1) => form.reorderListItem('constituents', { from: i, to: i + by });
  const listError = form.errors.constituents;

  return (
    <form onSubmit={submit} noValidate data-testid="composition-editor">
      <FormSection
        title={t('adminCatalogue.composition.title', { version: detail.compositionVersion })}
        description={t('adminCatalogue.composition.hint')}
      >
        <Stack gap="sm">
          {problem && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          )}
          <Select
            label={t('adminCatalogue.composition.document')}
            description={
              detail.documents.length ? t('adminCatalogue.composition.documentHint') : t('adminCatalogue.composition.noDocuments')
            }
            data={detail.documents.map((d) => ({ value: d.id, label: d.name }))}
            clearable
            disabled={!detail.documents.length}
            {...form.getInputProps('documentId')}
          />
          {rows.length === 0 && (
            <Text fz="sm" c="gray.7">
              {t('adminCatalogue.composition.empty')}
            </Text>
          )}
          {rows.map((r, i) => (
            <Paper key={r.key} withBorder p="sm" radius="md" data-testid="constituent-row">
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fz="sm" fw={600}>
                  {i + 1}. {r.inciName || t('adminCatalogue.composition.unnamed')}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('adminCatalogue.composition.up', { n: i + 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('adminCatalogue.composition.down', { n: i + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                  <RemoveRowButton
                    color="red.8"
                    onClick={() => form.removeListItem('constituents', i)}
                    label={t('adminCatalogue.composition.remove', { n: i + 1 })}
                  />
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
                <TextInput
                  label={t('adminCatalogue.composition.inci')}
                  withAsterisk
                  {...form.getInputProps(`constituents.${i}.inciName`)}
                />
                <TextInput
                  label={t('adminCatalogue.composition.cas')}
                  placeholder="78-70-6"
                  {...form.getInputProps(`constituents.${i}.casNumber`)}
                />
                <NumberField
                  label={t('adminCatalogue.composition.percent')}
                  withAsterisk
                  min={0}
                  max={100}
                  decimals={4}
                  suffix="%"
                  {...form.getInputProps(`constituents.${i}.percent`)}
                />
                <NumberField
                  label={t('adminCatalogue.composition.maxPercent')}
                  min={0}
                  max={100}
                  decimals={4}
                  suffix="%"
                  {...form.getInputProps(`constituents.${i}.maxPercent`)}
                />
              </SimpleGrid>
              <TextInput
                mt="xs"
                label={t('adminCatalogue.composition.source')}
                placeholder={t('adminCatalogue.composition.sourcePlaceholder')}
                {...form.getInputProps(`constituents.${i}.source`)}
              />
            </Paper>
          ))}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => form.insertListItem('constituents', rowOf())}
            >
              {t('adminCatalogue.composition.add')}
            </Button>
            <Text fz="sm" c={total !== null && total > 100 ? 'red.8' : 'gray.8'} aria-live="polite">
              {t('adminCatalogue.composition.total', { total: total === null ? '—' : total })}
            </Text>
          </Group>
          {listError && (
            <Text fz="sm" c="red.8" role="alert">
              {listError}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              {t('adminCatalogue.composition.reset')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('adminCatalogue.composition.save')}
            </Button>
          </Group>
        </Stack>
      </FormSection>
    </form>
  );
}
