import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { EmptyResults, LoadErrorAlert } from '../../components/list-states.tsx';
import { UnverifiedNotice, useMaySend } from '../../components/workflow/index.ts';
import { usableRecipeCountQuery } from '../../components/workflow/recipe-picker.tsx';
import { SampleForm } from '../../features/samples/components/sample-form.tsx';
import { errorKey } from '../../lib/api.ts';
import { useMe } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /new-sample — request a sample of one of my usable recipes. Without a usable recipe the screen says
 * how to get one; with an unconfirmed e-mail it says why the request cannot be sent yet.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.newSample.title'));
  const me = useMe();
  const maySend = useMaySend();
  const usable = useQuery(usableRecipeCountQuery());
  const failed = me.isError ? me : usable.isError ? usable : null;

  return (
    <Stack
      gap="lg"
      py={{ base: 'sm', sm: 'md' }}
      maw={820}
      w="100%"
      mx="auto"
      style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
    >
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {t('screens.newSample.title')}
        </Title>
        <Text c="gray.7">{t('samples.form.lead')}</Text>
      </Stack>
      <UnverifiedNotice />
      {failed ? (
        <LoadErrorAlert
          title={t('samples.form.loadError')}
          message={t(errorKey(failed.error))}
          retryLabel={t('samples.list.retry')}
          onRetry={() => void failed.refetch()}
        />
      ) : !me.data || usable.data === undefined ? (
        <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={220} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </Stack>
      ) : usable.data === 0 ? (
        <EmptyResults
          title={t('samples.form.noRecipes.title')}
          body={t('samples.form.noRecipes.body')}
          bodyMaw={480}
          action={
            <Group gap="sm" justify="center" mt="xs">
              <Button component={Link} to="/new-recipes" color="coral.9">
                {t('samples.form.noRecipes.create')}
              </Button>
              <Button component={Link} to="/recipes" variant="default">
                {t('samples.form.noRecipes.mine')}
              </Button>
            </Group>
          }
        />
      ) : (
        <SampleForm me={me.data} maySend={maySend} />
      )}
    </Stack>
  );
}
