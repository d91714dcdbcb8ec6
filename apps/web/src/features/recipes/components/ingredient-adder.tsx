import { Badge, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import type { LineIngredient } from '@formulab/shared/recipes/recipes.schema';
import { formatMoney } from '../../../lib/format.ts';
import { ingredientSearchQuery } from '../api.ts';
import { localName } from '../format.ts';
import classes from './editor.module.css';
import { SEARCH_MAX } from '../../../components/search-box.tsx';

const toLineIngredient = (x: IngredientSummary): LineIngredient => ({
  id: x.id,
  inciName: x.inciName,
  casNumber: x.casNumber,
  nameKo: x.nameKo,
  nameEn: x.nameEn,
  nameZh: x.nameZh ?? null,
  allergen: x.allergen,
  nano: x.nano,
  pricePerKg: x.pricePerKg,
  visible: x.visible,
});

/**
 * "Add an ingredient": search the catalogue as you type (debounced), ↑/↓ to choose, Enter to add
 * (the first match is pre-selected, so typing and Enter is enough), Escape to close. The new line's
 * % box gets the focus (the editor does that in `onAdd`).
 */
export const IngredientAdder = memo(function IngredientAdder({
  onAdd,
  addedIds,
  inputRef,
}: {
  onAdd: (ingredient: LineIngredient) => void;
  addedIds: ReadonlySet<string>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useQuery({ ...ingredientSearchQuery(q), enabled: q.length > 0 });
  const items = q ? (search.data?.items ?? []) : [];
  const stale = search.isPlaceholderData || text.trim() !== q;

  const add = (id: string) => {
    const found = items.find((x) => x.id === id);
    if (!found) return;
    onAdd(toLineIngredient(found));
    setText('');
    combobox.closeDropdown();
  };

  // Enter pressed before the results for what was typed arrived: search now and add the first match
  const addFirstNow = async (typed: string) => {
    try {
      const page = await queryClient.fetchQuery(ingredientSearchQuery(typed));
      const first = page.items[0];
      if (first) {
        onAdd(toLineIngredient(first));
        setText('');
        combobox.closeDropdown();
      }
    } catch {
      // the normal search shows what went wrong
    }
  };
  // pre-select the first match whenever fresh results arrive: typing + Enter adds it
  useEffect(() => {
    if (!stale && items.length) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the result list changes
  }, [search.data, q, stale]);

  const options = items.map((x) => {
    const local = localName(x, i18n.resolvedLanguage);
    const other = i18n.resolvedLanguage === 'en' ? x.nameKo : x.nameEn;
    const added = addedIds.has(x.id);
    return (
      <Combobox.Option value={x.id} key={x.id} aria-label={x.inciName} className={classes.option}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} c="gray.9" truncate>
              {x.inciName}
            </Text>
            <Text fz="xs" c="gray.7" truncate>
              {[local, other]
                .filter((n, i, all) => n && all.indexOf(n) === i && n.toLowerCase() !== x.inciName.toLowerCase())
                .join(' · ')}
            </Text>
            <Text fz="xs" c="gray.7" className="tabular">
              {t('recipes.adder.perKg', { price: formatMoney(x.pricePerKg) })}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {added && (
              <Badge size="xs" color="brand.0" c="brand.9" radius="sm" leftSection={<IconCheck size={10} aria-hidden="true" />}>
                {t('recipes.adder.added')}
              </Badge>
            )}
            {x.allergen && (
              <Badge size="xs" color="yellow.3" c="gray.9" radius="sm">
                {t('recipes.line.allergen')}
              </Badge>
            )}
          </Stack>
        </Group>
      </Combobox.Option>
    );
  });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={add}
      withinPortal
      position="bottom-start"
      middlewares={{ flip: true, shift: true }}
      zIndex={250}
    >
      <Combobox.Target>
        <TextInput
          ref={inputRef}
          label={t('recipes.adder.label')}
          description={t('recipes.adder.help')}
          placeholder={t('recipes.adder.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => text && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !combobox.dropdownOpened && text) setText('');
            if (e.key === 'Enter' && stale && text.trim()) {
              // the highlighted option belongs to an older search: wait for this one's first match
              e.preventDefault();
              combobox.resetSelectedOption();
              void addFirstNow(text.trim());
            }
          }}
          leftSection={search.isFetching && q ? <Loader size={16} /> : <IconSearch size={18} aria-hidden="true" />}
          rightSection={<IconPlus size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />}
          autoComplete="off"
          spellCheck={false}
          // the ingredient search's `q` is at most 100 characters: the box stops there (issue 23 item 8)
          maxLength={SEARCH_MAX}
          data-testid="ingredient-adder"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!text.trim()}>
        <Combobox.Options mah={380} style={{ overflowY: 'auto' }} aria-label={t('recipes.adder.results')}>
          {items.length > 0 ? (
            options
          ) : (
            <Combobox.Empty>{stale || search.isFetching ? t('common.loading') : t('recipes.adder.none', { q })}</Combobox.Empty>
          )}
        </Combobox.Options>
        {items.length > 0 && (search.data?.total ?? 0) > items.length && (
          <Combobox.Footer>
            <Text fz="xs" c="gray.7">
              {t('recipes.adder.more', { shown: items.length, total: search.data?.total })}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
});
