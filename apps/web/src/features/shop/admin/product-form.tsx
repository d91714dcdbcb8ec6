import { Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormTextInput } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_MAX,
  productInputSchema,
  type ProductCategory,
  type ProductDetail,
  type ProductInput,
  type ProductStatus,
} from '@formulab/shared/shop/products.schema';
import {
  AddRowButton,
  FormDeleteButton,
  RemoveRowButton,
  RecordForm,
  FormSection,
  NumberField,
  RecordLoadState,
  num,
  useConfirm,
  useRecordForm,
  useRecordSave,
  type NumberValue,
} from '../../../components/admin/index.ts';
import { DescriptionImagesSections } from '../../../components/admin/record-sections.tsx';
import { errorText } from '../../../lib/api.ts';
import { adminProductQuery, afterProductChange, createProduct, deleteProduct, updateProduct } from './admin-api.ts';

type OptionValues = { key: string; id?: string; nameKo: string; nameEn: string; price: NumberValue; stock: NumberValue };
export type ProductFormValues = {
  nameKo: string;
  nameEn: string;
  summaryKo: string;
  summaryEn: string;
  descriptionKo: string;
  descriptionEn: string;
  category: ProductCategory | '';
  status: ProductStatus;
  images: FileRef[];
  options: OptionValues[];
};

let keySeq = 0;
const newKey = () => `o${++keySeq}`;

function toValues(p: ProductDetail | null): ProductFormValues {
  if (!p)
    return {
      nameKo: '',
      nameEn: '',
      summaryKo: '',
      summaryEn: '',
      descriptionKo: '',
      descriptionEn: '',
      category: '',
      status: 'hidden',
      images: [],
      options: [{ key: newKey(), nameKo: '기본', nameEn: 'Standard', price: '', stock: '' }],
    };
  return {
    nameKo: p.nameKo,
    nameEn: p.nameEn,
    summaryKo: p.summaryKo,
    summaryEn: p.summaryEn,
    descriptionKo: p.descriptionKo,
    descriptionEn: p.descriptionEn,
    category: p.category,
    status: p.status,
    images: p.images,
    options: p.options.map((o) => ({
      key: newKey(),
      id: o.id,
      nameKo: o.nameKo,
      nameEn: o.nameEn,
      price: o.price,
      stock: o.stock,
    })),
  };
}

function toInput(v: ProductFormValues, version?: number): ProductInput {
  return {
    nameKo: v.nameKo,
    nameEn: v.nameEn,
    summaryKo: v.summaryKo,
    summaryEn: v.summaryEn,
    descriptionKo: v.descriptionKo,
    descriptionEn: v.descriptionEn,
    category: (v.category || undefined) as ProductCategory,
    status: v.status,
    imageIds: v.images.map((i) => i.id),
    options: v.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      nameKo: o.nameKo,
      nameEn: o.nameEn,
      price: num(o.price) as number,
      stock: num(o.stock) as number,
    })),
    ...(version !== undefined ? { version } : {}),
  };
}

/** Loads the product (unless new) and shows its form. */
export function ProductEditor({
  id,
  onDone,
  onDirtyChange,
}: {
  id: string;
  onDone: () => void;
  onDirtyChange: (d: boolean) => void;
}) {
  const query = useQuery({ ...adminProductQuery(id), enabled: id !== 'new' });
  if (id !== 'new' && !query.isSuccess) return <RecordLoadState query={query} height={560} />;
  const record = id === 'new' ? null : query.data!;
  return <ProductForm key={record?.version ?? 'new'} record={record} onDone={onDone} onDirtyChange={onDirtyChange} />;
}

function ProductForm({
  record,
  onDone,
  onDirtyChange,
}: {
  record: ProductDetail | null;
  onDone: () => void;
  onDirtyChange: (d: boolean) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [uploading, setUploading] = useState(false);
  const form = useRecordForm(productInputSchema, (v: ProductFormValues) => toInput(v), toValues(record));
  const dirty = form.isDirty();
  const { setError, close, frame } = useRecordSave({
    form,
    dirty,
    onDirtyChange,
    onDone,
    save: (values, keyFor) => {
      const body = productInputSchema.parse(toInput(values, record?.version)) as ProductInput;
      return record ? updateProduct(record.id, body) : createProduct(body, keyFor(body));
    },
    onSaved: (saved) => {
      qc.setQueryData(adminProductQuery(saved.id).queryKey, saved);
      afterProductChange(qc);
    },
    savedMessage: (saved) => t(record ? 'adminShop.products.updated' : 'adminShop.products.created', { code: saved.code }),
  });

  const remove = async () => {
    if (!record) return;
    const ok = await confirm({
      title: t('adminShop.products.deleteTitle'),
      message: t('adminShop.products.deleteBody', { name: record.nameKo }),
      confirmLabel: t('adminShop.products.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteProduct(record.id);
      afterProductChange(qc);
      close();
    } catch (err) {
      // an IN_USE refusal names what still uses the product (its orders)
      setError(errorText(err, t));
    }
  };

  return (
    <RecordForm
      {...frame}
      disabled={uploading}
      left={
        record && (
          <FormDeleteButton color="red.9" px="xs" onClick={() => void remove()}>
            {t('adminShop.products.delete')}
          </FormDeleteButton>
        )
      }
      dialogs={confirmDialog}
    >
      <FormSection title={t('adminShop.products.sectionBasics')} first>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormTextInput form={form} name="nameKo" label="adminShop.products.nameKo" required maxLength={120} />
          <FormTextInput form={form} name="nameEn" label="adminShop.products.nameEn" required maxLength={120} />
          <Select
            label={t('adminShop.products.category')}
            required
            data={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`adminShop.categories.${c}`) }))}
            {...form.getInputProps('category')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('adminShop.products.status')}
            required
            allowDeselect={false}
            data={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`adminShop.products.statuses.${s}`) }))}
            {...form.getInputProps('status')}
            comboboxProps={{ withinPortal: true }}
          />
          <FormTextInput form={form} name="summaryKo" label="adminShop.products.summaryKo" maxLength={200} />
          <FormTextInput form={form} name="summaryEn" label="adminShop.products.summaryEn" maxLength={200} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('adminShop.products.sectionOptions')} description={t('adminShop.products.optionsHint')}>
        <Stack gap="xs">
          {form.values.options.map((o, i) => (
            <Paper key={o.key} withBorder radius="sm" p="xs">
              <Group gap="xs" align="flex-start" wrap="wrap">
                <TextInput
                  label={t('adminShop.products.optionNameKo')}
                  required
                  maxLength={60}
                  w={{ base: '100%', xs: 150 }}
                  {...form.getInputProps(`options.${i}.nameKo`)}
                />
                <TextInput
                  label={t('adminShop.products.optionNameEn')}
                  required
                  maxLength={60}
                  w={{ base: '100%', xs: 150 }}
                  {...form.getInputProps(`options.${i}.nameEn`)}
                />
                <NumberField
                  label={t('adminShop.products.price')}
                  required
                  min={0}
                  max={PRODUCT_PRICE_MAX}
                  prefix="₩"
                  w={{ base: '48%', xs: 140 }}
                  {...form.getInputProps(`options.${i}.price`)}
                />
                <NumberField
                  label={t('adminShop.products.stock')}
                  required
                  min={0}
                  max={PRODUCT_STOCK_MAX}
                  w={{ base: '40%', xs: 110 }}
                  {...form.getInputProps(`options.${i}.stock`)}
                />
                <RemoveRowButton
                  mt={26}
                  color="red.9"
                  disabled={form.values.options.length <= 1}
                  onClick={() => form.removeListItem('options', i)}
                  label={t('adminShop.products.removeOption', { n: i + 1 })}
                />
              </Group>
            </Paper>
          ))}
          {typeof form.errors.options === 'string' && (
            <Text fz="xs" c="red.8">
              {form.errors.options}
            </Text>
          )}
          <AddRowButton
            variant="default"
            w="fit-content"
            disabled={form.values.options.length >= PRODUCT_OPTIONS_MAX}
            onClick={() => form.insertListItem('options', { key: newKey(), nameKo: '', nameEn: '', price: '', stock: '' })}
          >
            {t('adminShop.products.addOption')}
          </AddRowButton>
        </Stack>
      </FormSection>
      <DescriptionImagesSections
        form={form}
        textarea={{ minRows: 4, maxLength: 5000 }}
        maxImages={PRODUCT_IMAGES_MAX}
        onBusyChange={setUploading}
      />
    </RecordForm>
  );
}
