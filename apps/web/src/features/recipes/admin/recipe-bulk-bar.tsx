import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport, IconLock, IconWorld } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { RecipeSummary, RecipeVisibility } from '@formulab/shared/recipes/recipes.schema';
import { BulkBar, BulkButton, useBulkAction } from '../../../components/admin/index.ts';
import { downloadRecipes, setRecipesVisibility, type SpreadsheetFormat } from './admin-api.ts';

/** What can be done to the selected recipes: make them public or private in one go, export them. */
export function RecipeBulkBar({ selected, onClear }: { selected: RecipeSummary[]; onClear: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, run } = useBulkAction<RecipeVisibility | SpreadsheetFormat>();
  const ids = selected.map((r) => r.id);

  const setVisibility = (visibility: RecipeVisibility) =>
    run(visibility, async () => {
      const { updated } = await setRecipesVisibility(ids, visibility);
      notifications.show({
        color: 'teal',
        message: t(`adminRecipes.bulk.${visibility === 'public' ? 'madePublic' : 'madePrivate'}`, { count: updated }),
      });
      await queryClient.invalidateQueries({ queryKey: ['admin-recipes'] });
      ids.forEach((id) => void queryClient.invalidateQueries({ queryKey: ['admin-recipe', id] }));
      onClear();
    });
  const exportAs = (format: SpreadsheetFormat) => run(format, () => downloadRecipes(ids, format));

  return (
    <BulkBar
      count={selected.length}
      label={t('adminRecipes.bulk.region')}
      countText={t('adminRecipes.bulk.selected', { count: selected.length })}
      clearLabel={t('adminRecipes.bulk.clear')}
      onClear={onClear}
      busy={busy !== null}
    >
      <BulkButton
        icon={IconWorld}
        loading={busy === 'public'}
        disabled={busy !== null}
        onClick={() => void setVisibility('public')}
      >
        {t('adminRecipes.bulk.makePublic')}
      </BulkButton>
      <BulkButton
        icon={IconLock}
        loading={busy === 'private'}
        disabled={busy !== null}
        onClick={() => void setVisibility('private')}
      >
        {t('adminRecipes.bulk.makePrivate')}
      </BulkButton>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <BulkButton
            icon={IconFileExport}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            loading={busy === 'csv' || busy === 'xlsx'}
            disabled={busy !== null}
          >
            {t('adminRecipes.bulk.export')}
          </BulkButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void exportAs('xlsx')}>{t('adminRecipes.bulk.exportXlsx')}</Menu.Item>
          <Menu.Item onClick={() => void exportAs('csv')}>{t('adminRecipes.bulk.exportCsv')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </BulkBar>
  );
}
