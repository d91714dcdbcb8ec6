import { Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useParams } from 'react-router';
import { recipeQuery } from '../../features/recipes/api.ts';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found.tsx';
import { RecipePrintSheet } from '../../features/recipes/components/recipe-print-sheet.tsx';
import { LoadErrorAlert } from '../../components/list-states.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Printing hides the site around the sheet. Added while this screen is shown and removed after,
 * so no other page prints differently.
 */
const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm; }
body { background: white !important; }
footer, [data-print-hide], .mantine-Notifications-root { display: none !important; }
[data-app-main] { padding: 0 !important; min-height: 0 !important; }
[data-app-main] > div > .mantine-Container-root { max-width: none !important; padding: 0 !important; min-height: 0 !important; }
`;

/** /recipes/:id/print — the recipe's printable page (A4), with a Print button. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const recipe = useQuery({ ...recipeQuery(id), retry: false });
  useDocumentTitle(recipe.data ? `${recipe.data.name} — ${t('recipes.print.kicker')}` : t('recipes.print.kicker'));
  useEffect(() => {
    const style = document.createElement('style');
    style.media = 'print';
    style.textContent = PRINT_CSS;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
  if (recipe.isError && recipe.error instanceof ApiError && [400, 404].includes(recipe.error.status)) return <RecipeNotFound />;
  if (recipe.isError)
    return (
      <Stack maw={800} mx="auto" py="md">
        <LoadErrorAlert
          title={t('recipes.editor.loadError')}
          message={t(errorKey(recipe.error))}
          retryLabel={t('recipes.list.retry')}
          onRetry={() => void recipe.refetch()}
        />
      </Stack>
    );
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" data-print-hide>
        <Anchor component={Link} to={`/recipes/${id}`} fz="sm" c="brand.8">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('recipes.print.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()} disabled={!recipe.data}>
          {t('recipes.print.print')}
        </Button>
      </Group>
      {recipe.data ? <RecipePrintSheet recipe={recipe.data} /> : <Skeleton h={900} maw={800} mx="auto" w="100%" radius="sm" />}
    </Stack>
  );
}
