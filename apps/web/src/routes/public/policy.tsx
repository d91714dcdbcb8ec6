import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PolicyKind } from '@formulab/shared/policies/policies.schema';
import { POLICY_KINDS } from '../../lib/shared-lists.ts';
import { currentPoliciesQuery, pick } from '../../features/policies/api.ts';
import { PolicyText } from '../../features/policies/policy-text.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Component as NotFound } from '../not-found.tsx';

/** /policies/:kind — the terms, privacy or refund policy in force. */
export function Component() {
  const { kind } = useParams();
  const { t, i18n } = useTranslation();
  const policies = useQuery(currentPoliciesQuery);
  const valid = POLICY_KINDS.includes(kind as PolicyKind);
  const policy = valid ? pick(policies.data?.items, kind as PolicyKind) : undefined;
  const title = policy ? (i18n.resolvedLanguage === 'en' ? policy.titleEn : policy.titleKo) : t('policy.title');
  useDocumentTitle(title);
  if (!valid || (policies.isSuccess && !policy)) return <NotFound />;
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="lg">
        {policy ? <PolicyText policy={policy} /> : <Skeleton h={300} />}
      </Paper>
    </Stack>
  );
}
