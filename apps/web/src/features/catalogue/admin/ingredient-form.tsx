import {
  Anchor,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.ts';
import {
  ingredientInputSchema,
  ORIGINS,
  type IngredientDetail,
  type IngredientInput,
} from '@formulab/shared/catalogue/ingredients.schema';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import { zodValidate } from '../../../lib/form.ts';
import { localName, taxonomyQuery } from '../api.ts';
import { FormSection, KoEnTextareas, NumberField, num } from '../../../components/admin/index.ts';
import { DocumentUploads, ImageUploads, MAX_DOCUMENTS, MAX_IMAGES } from './file-uploads.tsx';

/** What the inputs hold: numbers may be '' (empty = no value), selects hold strings, files their refs. */
export type IngredientFormValues = {
  inciName: string;
  nameKo: string;
  nameEn: string;
  nameZh: string;
  casNumber: string;
  ecNumber: string;
  categoryId: string | null;
  functionIds: string[];
  origin: string | null;
  useMin: number | string;
  useMax: number | string;
  limitNote: string;
  allergen: boolean;
  nano: boolean;
  pricePerKg: number | string;
  moqKg: number | string;
  visible: boolean;
  descriptionKo: string;
  descriptionEn: string;
  images: FileRef[];
  documents: FileRef[];
};
export type IngredientForm = UseFormReturnType<IngredientFormValues>;

const numOrEmpty = (v: number | null) => (v === null ? '' : v);

export function toFormValues(d?: IngredientDetail): IngredientFormValues {
  return {
    inciName: d?.inciName ?? '',
    nameKo: d?.nameKo ?? '',
    nameEn: d?.nameEn ?? '',
    nameZh: d?.nameZh ?? '',
    casNumber: d?.casNumber ?? '',
    ecNumber: d?.ecNumber ?? '',
    categoryId: d ? String(d.category.id) : null,
    functionIds: d?.functions.map((f) => String(f.id)) ?? [],
    origin: d?.origin ?? null,
    useMin: numOrEmpty(d?.useMin ?? null),
    useMax: numOrEmpty(d?.useMax ?? null),
    limitNote: d?.limitNote ?? '',
    allergen: d?.allergen ?? false,
    nano: d?.nano ?? false,
    pricePerKg: d?.pricePerKg ?? '',
    moqKg: d?.moqKg ?? '',
    visible: d?.visible ?? true,
    descriptionKo: d?.descriptionKo ?? '',
    descriptionEn: d?.descriptionEn ?? '',
    images: d?.images ?? [],
    documents: d?.documents ?? [],
  };
}

// a refused entry (the field's text) becomes NaN, which the schema refuses: never Number("0x10")
const optNum = (v: number | string) => num(v) ?? null;
const reqNum = (v: number | string) => num(v) as number;

/** The request body, exactly as the API's schema reads it. */
export function toInput(v: IngredientFormValues): IngredientInput {
  return {
    inciName: v.inciName,
    nameKo: v.nameKo,
    nameEn: v.nameEn,
    nameZh: v.nameZh,
    casNumber: v.casNumber.trim() || null,
    ecNumber: v.ecNumber.trim() || null,
    categoryId: v.categoryId ? Number(v.categoryId) : (undefined as unknown as number),
    functionIds: v.functionIds.map(Number),
    origin: (v.origin ?? undefined) as IngredientInput['origin'],
    useMin: optNum(v.useMin),
    useMax: optNum(v.useMax),
    limitNote: v.limitNote.trim() || null,
    allergen: v.allergen,
    nano: v.nano,
    pricePerKg: reqNum(v.pricePerKg),
    moqKg: reqNum(v.moqKg),
    visible: v.visible,
    descriptionKo: v.descriptionKo,
    descriptionEn: v.descriptionEn,
    imageIds: v.images.map((f) => f.id),
    documentIds: v.documents.map((f) => f.id),
  };
}

/** Schema (and server) field names → the form's: list items report on their list, file ids on their files. */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const rename: Record<string, string> = { imageIds: 'images', documentIds: 'documents' };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) {
    const top = k.split('.')[0]!;
    const key = rename[top] ?? top;
    if (!(key in out)) out[key] = v;
  }
  return out;
}

export function useIngredientForm(initial: IngredientFormValues, t: TFunction): IngredientForm {
  const validate = zodValidate<IngredientInput>(ingredientInputSchema, t);
  return useForm<IngredientFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnBlur: true,
    validate: (values) => {
      const errors = toFormErrors(validate(toInput(values)));
      // an empty required number or choice is "required", not "not a number"
      for (const k of ['pricePerKg', 'moqKg', 'origin', 'categoryId'] as const)
        if (values[k] === '' || values[k] === null) errors[k] = t('errors.required');
      return errors;
    },
  });
}

const percentProps = { suffix: '%', min: 0, max: 100, decimals: 4 } as const;

/** Every field of an ingredient, in sections, two columns on wide screens. */
export function IngredientFields({ form }: { form: IngredientForm }) {
  const { t, i18n } = useTranslation();
  const categories = useQuery(taxonomyQuery('categories'));
  const functions = useQuery(taxonomyQuery('functions'));
  const k = (s: string) => t(`adminCatalogue.ingredients.fields.${s}`);
  const terms = (items = categories.data) =>
    (items ?? []).map((c) => ({ value: String(c.id), label: localName(c, i18n.resolvedLanguage) }));
  const images = form.getValues().images;
  const documents = form.getValues().documents;
  return (
    <Stack gap="lg">
      <FormSection first title={t('adminCatalogue.ingredients.sections.identity')}>
        <TextInput label={k('inciName')} withAsterisk autoComplete="off" {...form.getInputProps('inciName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={k('nameKo')} withAsterisk lang="ko" autoComplete="off" {...form.getInputProps('nameKo')} />
          <TextInput label={k('nameEn')} withAsterisk lang="en" autoComplete="off" {...form.getInputProps('nameEn')} />
          <TextInput
            label={k('nameZh')}
            description={t('adminCatalogue.ingredients.hints.nameZh')}
            lang="zh-Hans"
            autoComplete="off"
            {...form.getInputProps('nameZh')}
          />
          <TextInput
            label={k('casNumber')}
            description={t('adminCatalogue.ingredients.hints.cas')}
            placeholder="98-92-0"
            autoComplete="off"
            {...form.getInputProps('casNumber')}
          />
          <TextInput
            label={k('ecNumber')}
            description={t('adminCatalogue.ingredients.hints.ec')}
            placeholder="202-713-4"
            autoComplete="off"
            {...form.getInputProps('ecNumber')}
          />
          <Select
            label={k('category')}
            withAsterisk
            searchable
            nothingFoundMessage={t('adminCatalogue.common.nothingFound')}
            data={terms()}
            {...form.getInputProps('categoryId')}
          />
          <Select
            label={k('origin')}
            withAsterisk
            data={ORIGINS.map((o) => ({ value: o, label: t(`adminCatalogue.common.origins.${o}`) }))}
            {...form.getInputProps('origin')}
          />
        </SimpleGrid>
        <MultiSelect
          label={k('functions')}
          searchable
          clearable
          maxValues={12}
          hidePickedOptions
          description={t('adminCatalogue.ingredients.hints.functions', { max: 12 })}
          nothingFoundMessage={t('adminCatalogue.common.nothingFound')}
          data={terms(functions.data)}
          {...form.getInputProps('functionIds')}
        />
      </FormSection>

      <FormSection
        title={t('adminCatalogue.ingredients.sections.limits')}
        description={t('adminCatalogue.ingredients.hints.limits')}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
          <NumberField label={k('useMin')} {...percentProps} {...form.getInputProps('useMin')} />
          <NumberField label={k('useMax')} {...percentProps} {...form.getInputProps('useMax')} />
        </SimpleGrid>
        <TextInput
          label={k('limitNote')}
          description={t('adminCatalogue.ingredients.hints.limitNote')}
          {...form.getInputProps('limitNote')}
        />
        <LimitsFromRules inciName={form.getValues().inciName} />
        <Switch
          label={k('allergen')}
          description={t('adminCatalogue.ingredients.hints.allergen')}
          {...form.getInputProps('allergen', { type: 'checkbox' })}
        />
        <Checkbox
          label={k('nano')}
          description={t('adminCatalogue.ingredients.hints.nano')}
          {...form.getInputProps('nano', { type: 'checkbox' })}
        />
      </FormSection>

      <FormSection title={t('adminCatalogue.ingredients.sections.supply')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <NumberField
            label={k('pricePerKg')}
            withAsterisk
            prefix="₩"
            min={0}
            max={1_000_000_000}
            {...form.getInputProps('pricePerKg')}
          />
          <NumberField
            label={k('moqKg')}
            withAsterisk
            suffix="kg"
            decimals={4}
            min={0}
            max={100_000}
            {...form.getInputProps('moqKg')}
          />
        </SimpleGrid>
        <Switch
          label={k('visible')}
          description={t('adminCatalogue.ingredients.hints.visible')}
          {...form.getInputProps('visible', { type: 'checkbox' })}
        />
      </FormSection>

      <FormSection title={t('adminCatalogue.ingredients.sections.description')}>
        <KoEnTextareas
          labels={[k('descriptionKo'), k('descriptionEn')]}
          ko={form.getInputProps('descriptionKo')}
          en={form.getInputProps('descriptionEn')}
          autosize
          minRows={4}
          maxRows={12}
        />
      </FormSection>

      <FormSection
        title={`${t('adminCatalogue.ingredients.sections.images')} (${images.length}/${MAX_IMAGES})`}
        description={t('adminCatalogue.files.imagesOrder')}
      >
        <ImageUploads
          value={images}
          onChange={(fn) => form.setFieldValue('images', fn)}
          error={form.errors.images as string | undefined}
        />
      </FormSection>

      <FormSection title={`${t('adminCatalogue.ingredients.sections.documents')} (${documents.length}/${MAX_DOCUMENTS})`}>
        <DocumentUploads
          value={documents}
          onChange={(fn) => form.setFieldValue('documents', fn)}
          error={form.errors.documents as string | undefined}
        />
      </FormSection>
    </Stack>
  );
}

/**
 * The catalogue keeps no limits of its own (issue 22 item 8): they are the markets' compliance rules, one
 * click away — in a new tab, so the form being edited stays as it is — searched for this INCI name.
 */
function LimitsFromRules({ inciName }: { inciName: string }) {
  const { t } = useTranslation();
  const q = inciName.trim();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="limits-from-rules">
      <IconInfoCircle size={16} aria-hidden="true" color="var(--mantine-color-gray-7)" style={{ flexShrink: 0, marginTop: 1 }} />
      <Text fz="xs" c="gray.7">
        {t('adminCatalogue.ingredients.hints.limitsFromRules')}{' '}
        <Anchor
          href={`/admin/compliance-rules${q ? `?q=${encodeURIComponent(q)}` : ''}`}
          target="_blank"
          rel="noopener"
          fz="xs"
          underline="always"
        >
          {t('adminCatalogue.ingredients.hints.openRules')}
          <IconExternalLink size={11} aria-hidden="true" style={{ marginLeft: 2, verticalAlign: -1 }} />
          <VisuallyHidden> ({t('compliance.why.opensNewTab')})</VisuallyHidden>
        </Anchor>
      </Text>
    </Group>
  );
}
