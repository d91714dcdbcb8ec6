import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LabIllustration } from '../../../components/illustrations.tsx';
import { NewRecipeButton } from '../../../components/new-recipe-button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RecipeListPane } from './recipe-list-pane.tsx';
import classes from './recipes-list.module.css';

/**
 * The two-pane recipes screen: my recipes on the left, the editor (or an empty state) on the
 * right. Below 1200 px one pane at a time: the list at /recipes, the editor when one is open.
 */
export function RecipesWorkspace({ open, activeId, children }: { open: boolean; activeId?: string; children: ReactNode }) {
  return (
    <div className={classes.workspace} data-open={open || undefined}>
      <div className={classes.listPane}>
        <RecipeListPane activeId={activeId} headingLevel={open ? 2 : 1} />
      </div>
      <div className={classes.mainPane} style={{ minWidth: 0 }}>
        {children}
      </div>
    </div>
  );
}

/** Nothing open yet: what the editor is for, and the way to start. */
export function NoRecipeOpen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.recipes.title'));
  return (
    <Paper withBorder radius="lg" bg="white" p="xl" mih={480}>
      <Stack align="center" ta="center" gap="sm" py="xl">
        <LabIllustration maxWidth={260} />
        <Text fw={800} fz="xl" c="gray.9">
          {t('recipes.empty.title')}
        </Text>
        <Text c="gray.7" maw={460}>
          {t('recipes.empty.body')}
        </Text>
        <NewRecipeButton mt="xs">{t('recipes.list.new')}</NewRecipeButton>
      </Stack>
    </Paper>
  );
}

/** The editor's shape while a recipe loads. */
export function EditorSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={36} w="50%" radius="md" />
      <Skeleton h={20} w="30%" radius="md" />
      <Skeleton h={180} radius="lg" />
      <Skeleton h={360} radius="lg" />
    </Stack>
  );
}
