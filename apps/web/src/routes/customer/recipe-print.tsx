import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useParams } from 'react-router';
import { recipeQuery } from '../../features/recipes/api.ts';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found.tsx';
import { RecipePrintSheet } from '../../features/recipes/components/recipe-print-sheet.tsx';
import { PrintLoadError, PrintPage, usePrintStyles } from '../../components/print-page.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /recipes/:id/print — the recipe's printable page (A4), with a Print button. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const recipe = useQuery({ ...recipeQuery(id), retry: false });
  useDocumentTitle(recipe.data ? `${recipe.data.name} — ${t('recipes.print.kicker')}` : t('recipes.print.kicker'));
  usePrintStyles();
  if (recipe.isError && recipe.error instanceof ApiError && [400, 404].includes(recipe.error.status)) return <RecipeNotFound />;
  if (recipe.isError)
    return (
      <PrintLoadError
        title={t('recipes.editor.loadError')}
        message={t(errorKey(recipe.error))}
        retryLabel={t('recipes.list.retry')}
        onRetry={() => void recipe.refetch()}
      />
    );
  return (
    <PrintPage
      back={{ to: `/recipes/${id}`, label: t('recipes.print.back') }}
      printLabel={t('recipes.print.print')}
      sheet={recipe.data ? <RecipePrintSheet recipe={recipe.data} /> : null}
    />
  );
}
