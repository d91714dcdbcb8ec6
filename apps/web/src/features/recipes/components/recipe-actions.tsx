import { Button, Menu, Text } from '@mantine/core';
import { IconCopy, IconDots, IconFileSpreadsheet, IconLock, IconPrinter, IconTrash, IconWorld } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link, useNavigate } from 'react-router';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { copyRecipe, deleteRecipe, recipeCsvUrl, recipeQuery, setRecipeVisibility } from '../api.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { copyName } from '../format.ts';

type Props = {
  recipe: RecipeDetail;
  dirty: boolean;
  /** the saved recipe changed without a new revision (visibility) */
  onChanged: (r: RecipeDetail) => void;
  /** one navigation may pass the unsaved-changes guard (after delete) */
  allowNextNavigation: () => void;
};

/** Copy, make public/private, CSV, printable page, delete. */
export function RecipeActions({ recipe, dirty, onChanged, allowNextNavigation }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const pub = recipe.visibility === 'public';

  const copy = async () => {
    try {
      const c = await copyRecipe(
        recipe.id,
        copyName(recipe.name, (name) => t('recipes.actions.copyName', { name })),
      );
      queryClient.setQueryData(recipeQuery(c.id).queryKey, c);
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      notifySuccess(t('recipes.actions.copiedTitle'), t('recipes.actions.copied', { name: c.name }));
      navigate(`/recipes/${c.id}`);
    } catch (err) {
      notifyError(t(errorKey(err)));
    }
  };
  const toggleVisibility = async () => {
    try {
      const r = await setRecipeVisibility(recipe.id, pub ? 'private' : 'public');
      onChanged(r);
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      notifySuccess(
        t(pub ? 'recipes.actions.madePrivateTitle' : 'recipes.actions.madePublicTitle'),
        t(pub ? 'recipes.actions.madePrivate' : 'recipes.actions.madePublic'),
      );
    } catch (err) {
      notifyError(t(errorKey(err)));
    }
  };
  const remove = async () => {
    try {
      await deleteRecipe(recipe.id);
      queryClient.removeQueries({ queryKey: ['recipe', recipe.id] });
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      notifySuccess(t('recipes.actions.deletedTitle'), t('recipes.actions.deleted', { name: recipe.name }));
      setConfirmDelete(false);
      allowNextNavigation();
      navigate('/recipes', { replace: true });
    } catch (err) {
      notifyError(t(errorKey(err)));
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal width={260}>
        <Menu.Target>
          <Button variant="default" size="sm" rightSection={<IconDots size={16} aria-hidden="true" />}>
            {t('recipes.actions.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={() => void copy()}>
            {t('recipes.actions.copy')}
          </Menu.Item>
          <Menu.Item
            leftSection={pub ? <IconLock size={16} aria-hidden="true" /> : <IconWorld size={16} aria-hidden="true" />}
            onClick={() => void toggleVisibility()}
          >
            {pub ? t('recipes.actions.makePrivate') : t('recipes.actions.makePublic')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
            component="a"
            href={recipeCsvUrl(recipe.id)}
            download
          >
            {t('recipes.actions.csv')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            component={Link}
            to={`/recipes/${recipe.id}/print`}
          >
            {t('recipes.actions.print')}
          </Menu.Item>
          {dirty && (
            <Menu.Label>
              <Text fz="xs" c="gray.7">
                {t('recipes.actions.savedVersionHint')}
              </Text>
            </Menu.Label>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('recipes.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('recipes.actions.deleteTitle')}
        confirmLabel={t('recipes.actions.deleteConfirm')}
        onConfirm={remove}
        danger
        dangerColor="red.9"
        zIndex={400}
        closeLabel={t('recipes.closeDialog')}
      >
        <Text fz="sm" c="gray.8">
          {t('recipes.actions.deleteBody', { name: recipe.name })}
        </Text>
      </ConfirmModal>
    </>
  );
}
