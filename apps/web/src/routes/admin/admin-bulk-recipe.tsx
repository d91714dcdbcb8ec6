import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconClipboardList, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../components/admin/index.ts';
import { templateUrl } from '../../features/recipes/admin/admin-api.ts';
import { ImportColumns } from '../../features/recipes/admin/import-columns.tsx';
import { RecipeImport } from '../../features/recipes/admin/recipe-import.tsx';

/** admin-bulk-recipe — import recipes from CSV or XLSX: template, preview with a per-row report, all-or-nothing commit. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader
        screen="admin-bulk-recipe"
        actions={
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                >
                  {t('adminRecipes.import.template')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component="a" href={templateUrl('xlsx')} download>
                  {t('adminRecipes.import.templateXlsx')}
                </Menu.Item>
                <Menu.Item component="a" href={templateUrl('csv')} download>
                  {t('adminRecipes.import.templateCsv')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              component={Link}
              to="/admin/recipe-list"
              variant="default"
              leftSection={<IconClipboardList size={16} aria-hidden="true" />}
            >
              {t('adminRecipes.import.openList')}
            </Button>
          </>
        }
      />
      <RecipeImport help={<ImportColumns />} helpInline={<ImportColumns framed={false} />} />
    </>
  );
}
