import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation, useParams } from 'react-router';
import { RecipePipelineSection } from '../../features/pipeline/recipe-pipeline.tsx';
import { recipeQuery } from '../../features/recipes/api.ts';
import { RecipeEditor } from '../../features/recipes/components/recipe-editor.tsx';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found.tsx';
import { EditorSkeleton, NoRecipeOpen, RecipesWorkspace } from '../../features/recipes/components/recipes-workspace.tsx';
import { errorKey } from '../../lib/api.ts';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';

/**
 * /recipes and /recipes/:id — my recipes beside the editor. Switching recipes keeps the list (and
 * its filters); the editor is keyed by the recipe, so each one starts from its saved state.
 */
export function Component() {
  const { id } = useParams();
  const { search } = useLocation();
  return (
    <Stack py={{ base: 'xs', sm: 'md' }}>
      <RecipesWorkspace open={!!id} activeId={id}>
        {id ? <OpenRecipe key={id} id={id} backTo={`/recipes${search}`} /> : <NoRecipeOpen />}
      </RecipesWorkspace>
    </Stack>
  );
}

function OpenRecipe({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation();
  const valid = isUuid(id);
  const recipe = useQuery({
    ...recipeQuery(id),
    enabled: valid,
    retry: retryUnlessNotFound,
    refetchOnWindowFocus: false,
  });
  if (!valid || (recipe.isError && isNotFound(recipe.error))) return <RecipeNotFound />;
  if (recipe.isError)
    return (
      <Alert color="red" role="alert" title={t('recipes.editor.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{t(errorKey(recipe.error))}</Text>
          <Button size="xs" variant="default" onClick={() => void recipe.refetch()}>
            {t('recipes.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!recipe.data) return <EditorSkeleton />;
  return (
    <Stack gap="md">
      <RecipeEditor recipe={recipe.data} backTo={backTo} />
      <RecipePipelineSection recipeId={recipe.data.id} usable={recipe.data.valid} />
    </Stack>
  );
}
