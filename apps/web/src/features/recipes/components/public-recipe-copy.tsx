import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCopy, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useServedDrawer } from '../../../components/served-drawer.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { copyPublicRecipe } from '../public-api.ts';
import { copyName } from '../format.ts';

/**
 * "Copy to my recipes". A signed-in customer gets a private copy named "<name> (copy)" in their
 * language, a toast and a button that opens it. A visitor is asked to sign in first and is brought
 * back to this very recipe (the gallery URL with `?id=`) afterwards.
 */
export function PublicRecipeCopy({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  // the server's drawing of the drawer never comes to life: the button waits for the app's
  const served = useServedDrawer();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState(false);
  const [copy, setCopy] = useState<{ source: string; recipe: RecipeDetail } | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      copyPublicRecipe(
        id,
        copyName(name, (n) => t('publicRecipes.copy.name', { name: n })),
      ),
    onSuccess: (recipe) => {
      setCopy({ source: id, recipe });
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      notifySuccess(t('publicRecipes.copy.doneTitle'), t('publicRecipes.copy.doneBody', { name: recipe.name }));
    },
    onError: (err) => {
      // the session ran out since the page loaded: ask to sign in again instead of failing
      if (err instanceof ApiError && err.status === 401) {
        void queryClient.invalidateQueries({ queryKey: ['session'] });
        setPrompt(true);
      } else notifyError(t(errorKey(err)));
    },
  });
  const here = `${location.pathname}${location.search}`;
  const signedIn = !!session.data;
  const done = copy && copy.source === id ? copy.recipe : null;

  if (done) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden="true" />}
        title={t('publicRecipes.copy.doneTitle')}
        role="status"
        styles={{ title: { color: 'var(--mantine-color-gray-9)' }, message: { color: 'var(--mantine-color-gray-8)' } }}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{t('publicRecipes.copy.doneBody', { name: done.name })}</Text>
          <Button
            component={Link}
            to={`/recipes/${done.id}`}
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            {t('publicRecipes.copy.open')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (prompt && !signedIn) {
    return (
      <Paper withBorder radius="md" p="md" bg="brand.0" role="region" aria-label={t('publicRecipes.copy.signInTitle')}>
        <Stack gap="xs">
          <Text fw={700} c="gray.9">
            {t('publicRecipes.copy.signInTitle')}
          </Text>
          <Text fz="sm" c="gray.8">
            {t('publicRecipes.copy.signInBody')}
          </Text>
          <Group gap="sm" mt={4}>
            <Button
              component={Link}
              to={`/login?redirect=${encodeURIComponent(here)}`}
              color="coral.9"
              leftSection={<IconLogin size={16} aria-hidden="true" />}
            >
              {t('publicRecipes.copy.signIn')}
            </Button>
            <Button component={Link} to={`/signup?redirect=${encodeURIComponent(here)}`} variant="default">
              {t('publicRecipes.copy.signUp')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap={6}>
      <Button
        size="md"
        color="coral.9"
        leftSection={<IconCopy size={18} aria-hidden="true" />}
        loading={mutation.isPending}
        disabled={session.isPending || served}
        onClick={() => (signedIn ? mutation.mutate() : setPrompt(true))}
      >
        {t('publicRecipes.copy.button')}
      </Button>
      <Text fz="xs" c="gray.7">
        {t('publicRecipes.copy.hint')}
      </Text>
    </Stack>
  );
}
