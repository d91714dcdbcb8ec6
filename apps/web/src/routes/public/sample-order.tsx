import { Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { LoadErrorAlert, LoadingStack, NotFoundPanel } from '../../components/list-states.tsx';
import { ownSamples } from '../../features/samples/api.ts';
import { adminSamples } from '../../features/samples/admin/admin-api.ts';
import { SampleDetailView } from '../../features/samples/components/sample-detail.tsx';
import { errorKey } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isNotFound, isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';

/**
 * /sampleOrder/:id — one sample request. Listed with the public screens by the brief, but shows
 * nothing to a visitor (they are sent to sign in and brought back); only its owner and staff see it
 * (the API answers 404 to anybody else, which reads as "not found").
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const user = session.data;
  const staff = user?.role === 'admin';
  const valid = isUuid(id);
  const own = useQuery({ ...ownSamples.query(id), enabled: valid && !!user && !staff, retry: retryUnlessNotFound });
  const asStaff = useQuery({ ...adminSamples.query(id), enabled: valid && staff, retry: retryUnlessNotFound });
  const sample = staff ? asStaff : own;
  useDocumentTitle(sample.data ? `${sample.data.ref} · ${t('screens.sampleOrder.title')}` : t('screens.sampleOrder.title'));

  if (session.isPending) return <DetailSkeleton />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  let body;
  if (!valid || (sample.isError && isNotFound(sample.error))) {
    body = (
      <NotFoundPanel title={t('samples.detail.notFound.title')} body={t('samples.detail.notFound.body')} illustrationSize={120}>
        <Button component={Link} to="/sample-requests" variant="default" mt="xs">
          {t('samples.detail.back')}
        </Button>
      </NotFoundPanel>
    );
  } else if (sample.isError) {
    body = (
      <LoadErrorAlert
        title={t('samples.detail.loadError')}
        message={t(errorKey(sample.error))}
        retryLabel={t('samples.list.retry')}
        onRetry={() => void sample.refetch()}
      />
    );
  } else if (!sample.data) {
    body = <DetailSkeleton />;
  } else {
    body = <SampleDetailView sample={sample.data} staff={staff} />;
  }
  return (
    <Stack py={{ base: 'sm', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      {body}
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <LoadingStack gap="lg" py={{ base: 'sm', sm: 'md' }}>
      <Skeleton h={16} w={160} />
      <Skeleton h={36} w={260} />
      <Skeleton h={56} radius="md" />
      <Skeleton h={240} radius="lg" />
    </LoadingStack>
  );
}
