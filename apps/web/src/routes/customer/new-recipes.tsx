import { Stack } from '@mantine/core';
import { RecipeEditor } from '../../features/recipes/components/recipe-editor.tsx';
import { RecipesWorkspace } from '../../features/recipes/components/recipes-workspace.tsx';

/** /new-recipes — the editor, empty, beside my recipes; the first save moves to /recipes/:id. */
export function Component() {
  return (
    <Stack py={{ base: 'xs', sm: 'md' }}>
      <RecipesWorkspace open>
        <RecipeEditor recipe={null} />
      </RecipesWorkspace>
    </Stack>
  );
}
