import { Collapse, Grid, Group, MultiSelect, Select, Switch, Text, TextInput, Textarea, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState, type Dispatch, type Ref } from 'react';
import { EditorPanel } from './editor-panel.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { PRODUCT_TYPES, USAGES, usageOf, type ProductType } from '@formulab/shared/recipes/formulation';
import { recipeFunctionsQuery } from '../api.ts';
import type { Draft, EditorAction } from '../editor-state.ts';
import { localName } from '../format.ts';
import classes from './editor.module.css';

type Props = {
  name: string;
  productType: ProductType | null;
  description: string;
  functionIds: number[];
  visibility: Draft['visibility'];
  dispatch: Dispatch<EditorAction>;
  /** translated field errors by field name */
  errors: Record<string, string>;
  nameRef?: Ref<HTMLInputElement>;
  /** description and functions start open (a new recipe) or folded into a one-line summary */
  defaultDetailsOpen: boolean;
};

/** The product type choice, grouped by usage (which decides the limits), names translated. */
export function useProductTypeOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      USAGES.map((usage) => ({
        group: t(`usages.${usage}`),
        items: PRODUCT_TYPES.filter((p) => p.usage === usage).map((p) => ({ value: p.slug, label: t(`productTypes.${p.slug}`) })),
      })),
    [t],
  );
}

/** Name, product type, description, target functions and visibility of a recipe. */
export const RecipeFacts = memo(function RecipeFacts({
  name,
  productType,
  description,
  functionIds,
  visibility,
  dispatch,
  errors,
  nameRef,
  defaultDetailsOpen,
}: Props) {
  const { t, i18n } = useTranslation();
  const types = useProductTypeOptions();
  const functions = useQuery(recipeFunctionsQuery());
  const functionData = useMemo(
    () => (functions.data ?? []).map((f) => ({ value: String(f.id), label: localName(f, i18n.resolvedLanguage) })),
    [functions.data, i18n.resolvedLanguage],
  );
  const set = (patch: Extract<EditorAction, { type: 'field' }>['patch']) => dispatch({ type: 'field', patch });

  const [detailsOpen, setDetailsOpen] = useState(defaultDetailsOpen);
  const fnNames = functionIds.map((id) => functionData.find((f) => f.value === String(id))?.label).filter(Boolean);
  const summary = [fnNames.join(', '), description.trim().split('\n')[0]].filter(Boolean).join(' · ');
  const detailsError = !!(errors.description || errors.functionIds);

  return (
    <EditorPanel component="section" compact aria-label={t('recipes.facts.region')}>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            ref={nameRef}
            label={t('recipes.facts.name')}
            placeholder={t('recipes.facts.namePlaceholder')}
            required
            maxLength={120}
            value={name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7, sm: 4 }}>
          <Select
            label={t('recipes.facts.productType')}
            placeholder={t('recipes.facts.productTypePlaceholder')}
            required
            searchable
            data={types}
            value={productType}
            onChange={(v) => set({ productType: (v as ProductType | null) ?? null })}
            description={productType ? t(`recipes.facts.usageHint.${usageOf(productType)}`) : t('recipes.facts.productTypeHelp')}
            error={errors.productType}
            maxDropdownHeight={360}
            comboboxProps={{ withinPortal: true }}
            allowDeselect={false}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 5, sm: 3 }}>
          <Switch
            mt={{ base: 0, xs: 30 }}
            label={t('recipes.facts.publicLabel')}
            description={visibility === 'public' ? t('recipes.facts.publicHelp') : t('recipes.facts.privateHelp')}
            checked={visibility === 'public'}
            onChange={(e) => set({ visibility: e.currentTarget.checked ? 'public' : 'private' })}
          />
        </Grid.Col>
        <Grid.Col span={12} py={0}>
          <UnstyledButton
            onClick={() => setDetailsOpen((o) => !o)}
            aria-expanded={detailsOpen}
            aria-controls="recipe-details"
            className={classes.disclosure}
          >
            <Group gap={6} wrap="nowrap">
              <IconChevronRight
                size={16}
                aria-hidden="true"
                style={{ transform: detailsOpen ? 'rotate(90deg)' : undefined, transition: 'transform 150ms', flexShrink: 0 }}
              />
              <Text fz="sm" fw={600} c={detailsError ? 'red.9' : 'gray.9'} style={{ flexShrink: 0 }}>
                {t('recipes.facts.details')}
              </Text>
              {!detailsOpen && (
                <Text fz="sm" c="gray.7" truncate>
                  {summary || t('recipes.facts.detailsEmpty')}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        </Grid.Col>
      </Grid>
      <Collapse in={detailsOpen || detailsError} id="recipe-details" transitionDuration={150}>
        <Grid gutter="sm" pt="xs">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Textarea
              label={t('recipes.facts.description')}
              placeholder={t('recipes.facts.descriptionPlaceholder')}
              autosize
              minRows={1}
              maxRows={6}
              maxLength={4000}
              value={description}
              onChange={(e) => set({ description: e.currentTarget.value })}
              error={errors.description}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <MultiSelect
              label={t('recipes.facts.functions')}
              placeholder={functionIds.length ? undefined : t('recipes.facts.functionsPlaceholder')}
              data={functionData}
              value={functionIds.map(String)}
              onChange={(v) => set({ functionIds: v.map(Number) })}
              searchable
              maxValues={12}
              error={errors.functionIds}
              nothingFoundMessage={t('recipes.facts.noFunction')}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
        </Grid>
      </Collapse>
    </EditorPanel>
  );
});
