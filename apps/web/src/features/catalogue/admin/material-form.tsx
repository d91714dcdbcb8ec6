import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormTextInput } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { materialInputSchema, type Material, type MaterialInput } from '@formulab/shared/catalogue/materials.schema';
import { saveMaterial, saveVersioned } from '../api.ts';
import {
  FormDeleteButton,
  RecordForm,
  FormSection,
  NumberField,
  RecordLoadState,
  num,
  useRecordForm,
  useRecordSave,
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
  const isNew = id === 'new';
  const query = useQuery({ ...materialQuery(id), enabled: !isNew });
  if (!isNew && !query.isSuccess) return <RecordLoadState query={query} height={480} />;
  return <MaterialForm material={isNew ? null : query.data!} onDone={onDone} onDirtyChange={onDirtyChange} />;
}

function MaterialForm({ material, onDone, onDirtyChange }: { material: Material | null } & Omit<EditorProps, 'id'>) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const form = useRecordForm(materialInputSchema, toInput, toValues(material));
  const dirty = form.isDirty();
  const { close, frame } = useRecordSave({
    form,
    dirty,
    onDirtyChange,
    onDone,
    save: (values, keyFor) => saveVersioned(saveMaterial, materialInputSchema.parse(toInput(values)), material, keyFor),
    onSaved: (saved) => {
      qc.setQueryData(materialQuery(saved.id).queryKey, saved);
      return qc.invalidateQueries({ queryKey: ['materials'] });
    },
    savedMessage: (saved) =>
      t(material ? 'adminCatalogue.materials.updated' : 'adminCatalogue.materials.created', { name: saved.tradeName }),
  });

  const stock = num(form.values.stockKg);
  const reorder = num(form.values.reorderLevelKg);
  const level =
    stock !== undefined && reorder !== undefined && !Number.isNaN(stock) && !Number.isNaN(reorder)
      ? stockLevel({ stockKg: stock, reorderLevelKg: reorder })
      : 'ok';

  return (
    <RecordForm
      {...frame}
      left={
        material && <FormDeleteButton onClick={() => setDeleting(true)}>{t('adminCatalogue.materials.delete')}</FormDeleteButton>
      }
      dialogs={
        material && (
          <MaterialDeleteModal material={material} opened={deleting} onClose={() => setDeleting(false)} onDeleted={close} />
        )
      }
    >
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
          <FormTextInput form={form} name="tradeName" label="adminCatalogue.materials.tradeName" required />
          <FormTextInput form={form} name="supplier" label="adminCatalogue.materials.supplier" required />
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
    </RecordForm>
  );
}
