import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PolicyKind } from '@formulab/shared/policies/policies.schema';
import { askedPolicyVersion } from '@formulab/shared/policies/policy-version';
import { POLICY_KINDS } from '../../lib/shared-lists.ts';
import { currentPoliciesQuery, pick, policyVersionQuery, policyVersionsQuery } from '../../features/policies/api.ts';
import { PolicyText } from '../../features/policies/policy-text.tsx';
import { formatDate } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Component as NotFound } from '../not-found.tsx';
import { LoadErrorAlert } from '../../components/list-states.tsx';
import { errorKey } from '../../lib/api.ts';
import { isNotFound } from '../../lib/not-found.ts';
import { useDateZone } from '../../lib/served-page.ts';
import type { ScreenModule } from '../../route-table.tsx';

/**
 * What the server rendering reads before it draws the page (decision 0027): the version shown (the
 * one in force is among the policies every page's footer reads) and the list of versions.
 */
export const ssrQueries: NonNullable<ScreenModule['ssrQueries']> = ({ params, search }) => {
  const kind = params.kind as PolicyKind;
  const asked = askedPolicyVersion(search.get('version'));
  if (!POLICY_KINDS.includes(kind) || Number.isNaN(asked)) return [];
  return [...(asked ? [policyVersionQuery(kind, asked)] : [currentPoliciesQuery]), policyVersionsQuery(kind)];
};

/**
 * /policies/:kind — the terms, privacy or refund policy in force, or an earlier or upcoming version
 * (`?version=`), with the list of every version and its effective date.
 */
export function Component() {
  const { kind } = useParams();
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation();
  const valid = POLICY_KINDS.includes(kind as PolicyKind);
  const k = kind as PolicyKind;
  const asked = askedPolicyVersion(params.get('version'));
  const zone = useDateZone();
  const current = useQuery({ ...currentPoliciesQuery, enabled: valid && asked === undefined });
  const versioned = useQuery({ ...policyVersionQuery(k, asked ?? 0), enabled: valid && !!asked });
  const versions = useQuery({ ...policyVersionsQuery(k), enabled: valid });
  const policy = asked ? versioned.data : valid ? pick(current.data?.items, k) : undefined;
  const en = i18n.resolvedLanguage === 'en';
  const title = policy ? (en ? policy.titleEn : policy.titleKo) : t('policy.title');
  useDocumentTitle(title);
  if (!valid || Number.isNaN(asked) || (!asked && current.isSuccess && !policy) || (asked && isNotFound(versioned.error)))
    return <NotFound />;
  const failed = asked ? versioned : current;
  if (failed.isError && !policy)
    return (
      <Stack maw={820} mx="auto" gap="lg">
        <Title order={1}>{title}</Title>
        <LoadErrorAlert
          title={t('policy.loadError')}
          message={t(errorKey(failed.error))}
          retryLabel={t('policy.retry')}
          onRetry={() => void failed.refetch()}
        />
      </Stack>
    );
  const state = versions.data?.items.find((v) => v.version === policy?.version)?.state;
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        {state && state !== 'current' && (
          <Badge color={state === 'scheduled' ? 'blue' : 'gray'} variant="light">
            {t(`policy.states.${state}`)}
          </Badge>
        )}
      </Group>
      <Paper withBorder p="xl" radius="lg">
        {policy ? <PolicyText policy={policy} /> : <Skeleton h={300} />}
      </Paper>
      {versions.data && versions.data.items.length > 1 && (
        <Stack gap={6} component="nav" aria-label={t('policy.history')}>
          <Text fw={700} fz="sm">
            {t('policy.history')}
          </Text>
          {versions.data.items.map((v) => (
            <Group key={v.version} gap="xs">
              {v.version === policy?.version ? (
                <Text fz="sm" fw={700} aria-current="page">
                  {t('policy.versionLine', { version: v.version, date: formatDate(v.effectiveAt, zone) })}
                </Text>
              ) : (
                <Anchor
                  component={Link}
                  to={v.state === 'current' ? `/policies/${k}` : `/policies/${k}?version=${v.version}`}
                  fz="sm"
                >
                  {t('policy.versionLine', { version: v.version, date: formatDate(v.effectiveAt, zone) })}
                </Anchor>
              )}
              <Badge
                size="xs"
                variant="light"
                color={v.state === 'current' ? 'brand' : v.state === 'scheduled' ? 'blue' : 'gray'}
              >
                {t(`policy.states.${v.state}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
