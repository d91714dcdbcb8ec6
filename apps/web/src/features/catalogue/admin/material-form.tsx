import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHotkeys, randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { materialInputSchema, type Material, type MaterialInput } from '@formulab/shared/catalogue/materials.schema';
import { errorKey } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/form.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { saveMaterial } from '../api.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import {
  FormSaveBar,
  FormSection,
  NumberField,
  num,
  schemaValidator,
  type NumberValue,
} from '../../../components/admin/index.ts';
import { IngredientPicker } from './ingredient-picker.tsx';
import { LotsEditor } from './lots-editor.tsx';
import { materialQuery, stockLevel, STOCK_COLOR } from './material-hooks.ts';
import { MaterialDeleteModal } from './material-delete-modal.tsx';

export type MaterialFormValues = {
  ingredientId: string | null;
  tradeName: string;
  supplier: string;
  unitCostPerKg: NumberValue;
  stockKg: NumberValue;
  reorderLevelKg: NumberValue;
  lots: { key: string; lot: string; qtyKg: NumberValue; expiresOn: string }[];
};

function toValues(m: Material | null): MaterialFormValues {
  if (!m)
    return { ingredientId: null, tradeName: '', supplier: '', unitCostPerKg: '', stockKg: '', reorderLevelKg: '', lots: [] };
  return {
    ingredientId: m.ingredient.id,
    tradeName: m.tradeName,
    supplier: m.supplier,
    unitCostPerKg: m.unitCostPerKg,
    stockKg: m.stockKg,
    reorderLevelKg: m.reorderLevelKg,
    lots: m.lots.map((l) => ({ key: randomId(), ...l })),
  };
}

/** Form values as the schema sees them; an empty number field is missing, so the schema names it. */
function toInput(v: MaterialFormValues): MaterialInput {
  return {
    ingredientId: v.ingredientId ?? undefined,
    tradeName: v.tradeName,
    supplier: v.supplier,
    unitCostPerKg: num(v.unitCostPerKg),
    stockKg: num(v.stockKg),
    reorderLevelKg: num(v.reorderLevelKg),
    lots: v.lots.map((l) => ({ lot: l.lot, qtyKg: num(l.qtyKg), expiresOn: l.expiresOn })),
  } as unknown as MaterialInput;
}

type EditorProps = { id: string; onDone: () => void; onDirtyChange: (dirty: boolean) => void };

/** Loads the material (unless new) and shows its form. */
export function MaterialEditor({ id, onDone, onDirtyChange }: EditorProps) {
  const { t } = useTranslation();
  const isNew = id === 'new';
  const query = useQuery({ ...materialQuery(id), enabled: !isNew });
  if (!isNew && query.isPending) return <Skeleton h={480} />;
  if (!isNew && query.isError) return <Alert color="red">{t(errorKey(query.error))}</Alert>;
  return <MaterialForm material={isNew ? null : query.data!} onDone={onDone} onDirtyChange={onDirtyChange} />;
}

function MaterialForm({ material, onDone, onDirtyChange }: { material: Material | null } & Omit<EditorProps, 'id'>) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<MaterialFormValues>({
    mode: 'controlled',
    initialValues: toValues(material),
    validate: schemaValidator(materialInputSchema, toInput, t),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once(async (values: MaterialFormValues) => {
      setError(null);
      setBusy(true);
      try {
        const body = { ...materialInputSchema.parse(toInput(values)), version: material?.version };
        const saved = await saveMaterial(body, material?.id, material ? undefined : keyFor(body));
        sent();
        qc.setQueryData(materialQuery(saved.id).queryKey, saved);
        await qc.invalidateQueries({ queryKey: ['materials'] });
        notifications.show({
          color: 'teal',
          message: t(material ? 'adminCatalogue.materials.updated' : 'adminCatalogue.materials.created', {
            name: saved.tradeName,
          }),
        });
        onDirtyChange(false);
        onDone();
      } catch (err) {
        if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
        else setError(t('apiErrors.VALIDATION'));
      } finally {
        setBusy(false);
      }
    }),
    focusInvalidOnFailure,
  );

  const stock = num(form.values.stockKg);
  const reorder = num(form.values.reorderLevelKg);
  const level =
    stock !== undefined && reorder !== undefined && !Number.isNaN(stock) && !Number.isNaN(reorder)
      ? stockLevel({ stockKg: stock, reorderLevelKg: reorder })
      : 'ok';

  // Ctrl/⌘+S saves, from any field
  useHotkeys([['mod+S', () => submit()]], []);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FormSection title={t('adminCatalogue.materials.sectionIngredient')} first>
          <IngredientPicker
            value={form.values.ingredientId}
            onChange={(id) => form.setFieldValue('ingredientId', id)}
            initial={material?.ingredient ?? null}
            error={form.errors.ingredientId}
            onBlur={() => form.validateField('ingredientId')}
          />
        </FormSection>
        <FormSection title={t('adminCatalogue.materials.sectionPurchasing')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('adminCatalogue.materials.tradeName')} required {...form.getInputProps('tradeName')} />
            <TextInput label={t('adminCatalogue.materials.supplier')} required {...form.getInputProps('supplier')} />
            <NumberField
              label={t('adminCatalogue.materials.unitCost')}
              description={t('adminCatalogue.materials.unitCostHelp')}
              required
              min={0}
              max={1_000_000_000}
              prefix="₩"
              {...form.getInputProps('unitCostPerKg')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('adminCatalogue.materials.sectionStock')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              label={t('adminCatalogue.materials.stock')}
              required
              min={0}
              max={10_000_000}
              decimals={4}
              suffix="kg"
              {...form.getInputProps('stockKg')}
            />
            <NumberField
              label={t('adminCatalogue.materials.reorderLevel')}
              description={t('adminCatalogue.materials.reorderHelp')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              min={0}
              max={10_000_000}
              decimals={4}
              suffix="kg"
              {...form.getInputProps('reorderLevelKg')}
            />
          </SimpleGrid>
          {level !== 'ok' && (
            <Group gap="xs">
              <Badge color={STOCK_COLOR[level]} variant="light">
                {t(`adminCatalogue.materials.level.${level}`)}
              </Badge>
              <Text fz="xs" c="gray.7">
                {t('adminCatalogue.materials.belowReorder')}
              </Text>
            </Group>
          )}
        </FormSection>
        <FormSection title={t('adminCatalogue.materials.sectionLots')} description={t('adminCatalogue.materials.lotsHelp')}>
          <LotsEditor form={form} />
        </FormSection>
      </Stack>
      <FormSaveBar
        dirty={dirty}
        busy={busy}
        onCancel={onDone}
        left={
          material && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setDeleting(true)}
            >
              {t('adminCatalogue.materials.delete')}
            </Button>
          )
        }
      />
      {material && (
        <MaterialDeleteModal
          material={material}
          opened={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            onDirtyChange(false);
            onDone();
          }}
        />
      )}
    </form>
  );
}
