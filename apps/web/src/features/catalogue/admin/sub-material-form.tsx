import { Button, Group, MultiSelect, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { subMaterialInputSchema, type SubMaterialDetail } from '@formulab/shared/catalogue/sub-materials.schema';
import type { TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import { localName, saveSubMaterial, saveVersioned, subMaterialQuery, taxonomyQuery } from '../api.ts';
import { ColoursEditor } from './colours-editor.tsx';
import {
  FormDeleteButton,
  RecordForm,
  FormSection,
  NumberField,
  RecordLoadState,
  useRecordForm,
  useRecordSave,
} from '../../../components/admin/index.ts';
import { DescriptionImagesSections } from '../../../components/admin/record-sections.tsx';
import { PriceTierEditor } from './price-tier-editor.tsx';
import { SubMaterialDeleteModal } from './sub-material-delete-modal.tsx';
import { CodeInput } from './code-input.tsx';
import { toInput, toValues, type SubMaterialFormValues } from './sub-material-values.ts';

type EditorProps = {
  id: string;
  copyFrom?: string | null;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onCopy: (id: string) => void;
};

/** Loads the packaging item (or the one being copied) and shows its form. */
export function SubMaterialEditor({ id, copyFrom, ...rest }: EditorProps) {
  const source = id === 'new' ? copyFrom : id;
  const query = useQuery({ ...subMaterialQuery(source ?? '', 'admin'), enabled: Boolean(source) });
  if (source && !query.isSuccess) return <RecordLoadState query={query} height={560} />;
  const record = source ? query.data! : null;
  return <SubMaterialForm record={id === 'new' ? null : record} initial={toValues(record, id === 'new')} {...rest} />;
}

function useOptions(kind: TaxonomyKind) {
  const { i18n } = useTranslation();
  const data = useQuery(taxonomyQuery(kind)).data ?? [];
  return data.map((x) => ({ value: String(x.id), label: localName(x, i18n.resolvedLanguage) }));
}

type FormProps = { record: SubMaterialDetail | null; initial: SubMaterialFormValues } & Omit<EditorProps, 'id' | 'copyFrom'>;

function SubMaterialForm({ record, initial, onDone, onDirtyChange, onCopy }: FormProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useRecordForm(subMaterialInputSchema, toInput, initial);
  const dirty = form.isDirty() || (!record && initial.nameKo !== '');
  const types = useOptions('sub-types');
  const materials = useOptions('sub-materials');
  const finishes = useOptions('sub-finishes');

  const { close, frame } = useRecordSave({
    form,
    dirty,
    onDirtyChange,
    onDone,
    save: (values, keyFor) => saveVersioned(saveSubMaterial, subMaterialInputSchema.parse(toInput(values)), record, keyFor),
    onSaved: async (saved) => {
      qc.setQueryData(subMaterialQuery(saved.id, 'admin').queryKey, saved);
      await qc.invalidateQueries({ queryKey: ['sub-materials'] });
      void qc.invalidateQueries({ queryKey: ['taxonomy'] });
    },
    savedMessage: (saved) =>
      t(record ? 'adminCatalogue.subMaterials.updated' : 'adminCatalogue.subMaterials.created', { code: saved.code }),
  });
  const input = (path: keyof SubMaterialFormValues) => form.getInputProps(path);

  return (
    <RecordForm
      {...frame}
      disabled={uploading}
      left={
        record && (
          <Group gap={4} wrap="nowrap">
            <FormDeleteButton px="xs" onClick={() => setDeleting(true)}>
              {t('adminCatalogue.subMaterials.delete')}
            </FormDeleteButton>
            <Button
              variant="subtle"
              color="gray"
              px="xs"
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              onClick={() => onCopy(record.id)}
              disabled={dirty}
              visibleFrom="xs"
            >
              {t('adminCatalogue.subMaterials.duplicate')}
            </Button>
          </Group>
        )
      }
      dialogs={
        record && <SubMaterialDeleteModal item={record} opened={deleting} onClose={() => setDeleting(false)} onDeleted={close} />
      }
    >
      <FormSection title={t('adminCatalogue.subMaterials.sectionBasics')} first>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CodeInput
            label={t('adminCatalogue.subMaterials.code')}
            description={t('adminCatalogue.subMaterials.codeHelp')}
            required
            autoCapitalize="characters"
            {...input('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
          />
          <Switch
            mt={{ sm: 30 }}
            label={t('adminCatalogue.subMaterials.visibleLabel')}
            description={t('adminCatalogue.subMaterials.visibleHelp')}
            {...form.getInputProps('visible', { type: 'checkbox' })}
          />
          <TextInput label={t('adminCatalogue.subMaterials.nameKo')} required {...input('nameKo')} />
          <TextInput label={t('adminCatalogue.subMaterials.nameEn')} required {...input('nameEn')} />
          <Select
            label={t('adminCatalogue.subMaterials.type')}
            required
            searchable
            data={types}
            comboboxProps={{ zIndex: 400 }}
            {...input('typeId')}
          />
          <Select
            label={t('adminCatalogue.subMaterials.material')}
            required
            searchable
            data={materials}
            comboboxProps={{ zIndex: 400 }}
            {...input('materialId')}
          />
          <NumberField
            label={t('adminCatalogue.subMaterials.capacity')}
            description={t('adminCatalogue.subMaterials.capacityHelp')}
            min={0}
            max={100_000}
            decimals={4}
            suffix="ml"
            {...input('capacityMl')}
          />
          <MultiSelect
            label={t('adminCatalogue.subMaterials.finishes')}
            searchable
            clearable
            data={finishes}
            comboboxProps={{ zIndex: 400 }}
            {...input('finishIds')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection
        title={t('adminCatalogue.subMaterials.sectionPricing')}
        description={t('adminCatalogue.subMaterials.pricingHelp')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberField
            label={t('adminCatalogue.subMaterials.moq')}
            required
            min={1}
            max={10_000_000}
            suffix={t('adminCatalogue.subMaterials.unitsSuffix')}
            {...input('moq')}
            onBlur={() => {
              form.validateField('moq');
              if (form.values.priceTiers.length) form.validateField('priceTiers.0.minQty');
            }}
          />
          <NumberField
            label={t('adminCatalogue.subMaterials.leadTime')}
            required
            min={0}
            max={365}
            suffix={t('adminCatalogue.subMaterials.daysSuffix')}
            {...input('leadTimeDays')}
          />
        </SimpleGrid>
        <PriceTierEditor form={form} />
      </FormSection>
      <FormSection title={t('adminCatalogue.subMaterials.sectionColours')}>
        <ColoursEditor form={form} />
      </FormSection>
      <DescriptionImagesSections form={form} textarea={{ minRows: 3, maxRows: 10 }} onBusyChange={setUploading} />
    </RecordForm>
  );
}
