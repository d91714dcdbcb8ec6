import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport, IconLock, IconWorld, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeSummary, RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import { errorKey } from '../../../lib/api.ts';
import { downloadRecipes, setRecipesVisibility, type SpreadsheetFormat } from './admin-api.ts';

type Busy = RecipeVisibility | SpreadsheetFormat | null;

/** What can be done to the selected recipes: make them public or private in one go, export them. */
export function RecipeBulkBar({ selected, onClear }: { selected: RecipeSummary[]; onClear: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  if (!selected.length) return null;
  const ids = selected.map((r) => r.id);

  const setVisibility = async (visibility: RecipeVisibility) => {
    setBusy(visibility);
    try {
      const { updated } = await setRecipesVisibility(ids, visibility);
      notifications.show({
        color: 'teal',
        message: t(`adminRecipes.bulk.${visibility === 'public' ? 'madePublic' : 'madePrivate'}`, { count: updated }),
      });
      await queryClient.invalidateQueries({ queryKey: ['admin-recipes'] });
      ids.forEach((id) => void queryClient.invalidateQueries({ queryKey: ['admin-recipe', id] }));
      onClear();
    } catch (err) {
      notifications.show({ color: 'red', message: t(errorKey(err)) });
    } finally {
      setBusy(null);
    }
  };
  const exportAs = async (format: SpreadsheetFormat) => {
    setBusy(format);
    try {
      await downloadRecipes(ids, format);
    } catch (err) {
      notifications.show({ color: 'red', message: t(errorKey(err)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="brand.0" role="region" aria-label={t('adminRecipes.bulk.region')}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fz="sm" fw={600}>
          {t('adminRecipes.bulk.selected', { count: selected.length })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconWorld size={14} aria-hidden="true" />}
            loading={busy === 'public'}
            disabled={busy !== null}
            onClick={() => void setVisibility('public')}
          >
            {t('adminRecipes.bulk.makePublic')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLock size={14} aria-hidden="true" />}
            loading={busy === 'private'}
            disabled={busy !== null}
            onClick={() => void setVisibility('private')}
          >
            {t('adminRecipes.bulk.makePrivate')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileExport size={14} aria-hidden="true" />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                loading={busy === 'csv' || busy === 'xlsx'}
                disabled={busy !== null}
              >
                {t('adminRecipes.bulk.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportAs('xlsx')}>{t('adminRecipes.bulk.exportXlsx')}</Menu.Item>
              <Menu.Item onClick={() => void exportAs('csv')}>{t('adminRecipes.bulk.exportCsv')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="subtle"
            color="dark"
            leftSection={<IconX size={14} aria-hidden="true" />}
            onClick={onClear}
            disabled={busy !== null}
          >
            {t('adminRecipes.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
