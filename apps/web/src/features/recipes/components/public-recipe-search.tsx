import { ActionIcon, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, USAGES } from '@formulab/shared/recipes/formulation';
import classes from './public-recipes.module.css';

/**
 * The top of the gallery: title, lead, the large search box (debounced 250 ms, Enter searches at
 * once, Escape clears) and the product type filter, grouped by leave-on / rinse-off.
 */
export function PublicRecipeSearch(props: {
  title: string;
  q: string;
  productType: string;
  onSearch: (value: string) => void;
  onProductType: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const typeData = useMemo(
    () =>
      USAGES.map((usage) => ({
        group: t(`usages.${usage}`),
        items: PRODUCT_TYPES.filter((p) => p.usage === usage).map((p) => ({ value: p.slug, label: t(`productTypes.${p.slug}`) })),
      })),
    [t],
  );
  return (
    <>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 28, sm: 34 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {props.title}
        </Title>
        <Text c="gray.7" maw={760}>
          {t('publicRecipes.lead')}
        </Text>
      </Stack>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        bg="white"
        component="section"
        aria-label={t('publicRecipes.filtersRegion')}
      >
        <Group gap="md" align="flex-end" role="search" wrap="wrap">
          <SearchBox value={props.q} onChange={props.onSearch} busy={props.busy} />
          <Select
            size="lg"
            radius="md"
            w={{ base: '100%', sm: 260 }}
            label={t('publicRecipes.typeLabel')}
            labelProps={{ fz: 'sm', fw: 600, mb: 6 }}
            placeholder={t('publicRecipes.typeAll')}
            data={typeData}
            value={props.productType || null}
            onChange={(v) => props.onProductType(v ?? '')}
            clearable
            searchable
            nothingFoundMessage="—"
            maxDropdownHeight={360}
            comboboxProps={{ shadow: 'md' }}
            styles={{ input: { fontSize: 'var(--mantine-font-size-md)' } }}
          />
        </Group>
      </Paper>
    </>
  );
}

/** The search box; follows its value when it changes from outside (back button, "clear all"). */
function SearchBox({ value, onChange, busy }: { value: string; onChange: (value: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // the value last seen from outside and the value last sent: a change of `value` that is not our
  // own echo replaces what the box shows
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  const send = (v: string) => {
    const trimmed = v.trim();
    setSent(trimmed);
    onChange(trimmed);
  };
  const debounced = useDebouncedCallback(send, 250);
  const clear = () => {
    debounced.cancel();
    setText('');
    send('');
  };
  return (
    <TextInput
      type="search"
      size="lg"
      radius="md"
      style={{ flex: '1 1 320px' }}
      label={t('publicRecipes.searchLabel')}
      labelProps={{ fz: 'sm', fw: 600, mb: 6 }}
      placeholder={t('publicRecipes.searchPlaceholder')}
      value={text}
      maxLength={100}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          debounced.cancel();
          send(text);
        } else if (e.key === 'Escape' && text) {
          e.preventDefault();
          clear();
        }
      }}
      leftSection={busy ? <Loader size={18} color="brand" /> : <IconSearch size={20} aria-hidden="true" />}
      rightSection={
        text ? (
          <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label={t('publicRecipes.clearSearch')} onClick={clear}>
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        ) : null
      }
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      classNames={{ input: classes.searchInput }}
      styles={{ input: { fontSize: 'var(--mantine-font-size-md)', background: 'white' } }}
    />
  );
}
