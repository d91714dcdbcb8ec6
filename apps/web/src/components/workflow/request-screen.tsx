import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { EmptyResults, LoadErrorAlert, LoadingStack } from '../list-states.tsx';
import { errorKey } from '../../lib/api.ts';
import { usableRecipeCountQuery } from './recipe-picker.tsx';
import { UnverifiedNotice } from './unverified-notice.tsx';
import { WorkflowHeading, workflowPageStyle } from './workflow-screens.tsx';

/**
 * A request screen (a sample, a quote): its heading, why it cannot be sent yet (an unconfirmed
 * e-mail), then the form once there is a usable recipe to ask about — without one it says how to get
 * one (`<strings>.form.noRecipes.*`). `needs`: what else the form waits for (the account, whose name
 * fills a sample's recipient); `skeletons`: the heights of the form's sections while it loads.
 */
export function RequestScreen({
  strings,
  title,
  back,
  needs,
  skeletons,
  form,
}: {
  strings: 'samples' | 'quotes';
  title: string;
  back?: ReactNode;
  needs?: UseQueryResult<unknown>;
  skeletons: readonly number[];
  form: () => ReactNode;
}) {
  const { t } = useTranslation();
  const usable = useQuery(usableRecipeCountQuery());
  const failed = needs?.isError ? needs : usable.isError ? usable : null;
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} maw={820} w="100%" mx="auto" style={workflowPageStyle}>
      {back}
      <WorkflowHeading title={title} lead={t(`${strings}.form.lead`)} />
      <UnverifiedNotice />
      {failed ? (
        <LoadErrorAlert
          title={t(`${strings}.form.loadError`)}
          message={t(errorKey(failed.error))}
          retryLabel={t(`${strings}.list.retry`)}
          onRetry={() => void failed.refetch()}
        />
      ) : (needs && needs.data === undefined) || usable.data === undefined ? (
        <LoadingStack gap="lg">
          {skeletons.map((h, i) => (
            <Skeleton key={i} h={h} radius="lg" />
          ))}
        </LoadingStack>
      ) : usable.data === 0 ? (
        <EmptyResults
          title={t(`${strings}.form.noRecipes.title`)}
          body={t(`${strings}.form.noRecipes.body`)}
          bodyMaw={480}
          action={
            <Group gap="sm" justify="center" mt="xs">
              <Button component={Link} to="/new-recipes" color="coral.9">
                {t(`${strings}.form.noRecipes.create`)}
              </Button>
              <Button component={Link} to="/recipes" variant="default">
                {t(`${strings}.form.noRecipes.mine`)}
              </Button>
            </Group>
          }
        />
      ) : (
        form()
      )}
    </Stack>
  );
}
