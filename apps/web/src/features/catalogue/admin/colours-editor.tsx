import { Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { AddRowButton, RemoveRowButton } from '../../../components/admin/index.ts';
import { useTranslation } from '../../../i18n/react.ts';
import type { SubMaterialFormValues } from './sub-material-values.ts';

const MAX_COLOURS = 20;

/** Colour options as Korean/English pairs. */
export function ColoursEditor({ form }: { form: UseFormReturnType<SubMaterialFormValues> }) {
  const { t } = useTranslation();
  const colours = form.values.colours;
  const add = () => {
    form.insertListItem('colours', { key: randomId(), ko: '', en: '' });
    setTimeout(() => document.getElementById(`colour-${colours.length}-ko`)?.focus(), 0);
  };
  return (
    <Stack gap="xs">
      {colours.length === 0 && (
        <Text fz="sm" c="gray.7">
          {t('adminCatalogue.subMaterials.noColours')}
        </Text>
      )}
      {colours.map((c, i) => (
        <Grid key={c.key} gutter="xs" align="flex-start">
          <Grid.Col span={{ base: 5, sm: 5 }}>
            <TextInput
              id={`colour-${i}-ko`}
              size="sm"
              label={t('adminCatalogue.subMaterials.colourKo')}
              required
              {...form.getInputProps(`colours.${i}.ko`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 5 }}>
            <TextInput
              size="sm"
              label={t('adminCatalogue.subMaterials.colourEn')}
              required
              {...form.getInputProps(`colours.${i}.en`)}
            />
          </Grid.Col>
          <Grid.Col span={2}>
            <Group justify="flex-end" pt={26}>
              <RemoveRowButton
                onClick={() => form.removeListItem('colours', i)}
                label={t('adminCatalogue.subMaterials.removeColour', { n: i + 1 })}
              />
            </Group>
          </Grid.Col>
        </Grid>
      ))}
      {typeof form.errors.colours === 'string' && (
        <Text fz="xs" c="red.8">
          {form.errors.colours}
        </Text>
      )}
      <Group>
        <AddRowButton onClick={add} disabled={colours.length >= MAX_COLOURS}>
          {t('adminCatalogue.subMaterials.addColour')}
        </AddRowButton>
      </Group>
    </Stack>
  );
}
