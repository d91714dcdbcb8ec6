import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { StaffRecordTimeline } from '../../../components/workflow/internal-note-form.tsx';
import { Link } from 'react-router';
import type { SampleDetail } from '@formulab/shared/samples/samples.schema';
import { StaffRecordActions, StaffRecordOpening } from '../../../components/workflow/index.ts';
import { RecordedVerdict } from '../../../components/workflow/recorded-verdict.tsx';
import { afterSampleChange, sampleFlow } from '../api.ts';
import { PinnedRecipe } from '../../../components/workflow/pinned-recipe.tsx';
import { SampleFacts } from '../components/sample-facts.tsx';
import { adminSamples } from './admin-api.ts';
import { QueueRecordDrawer } from '../../../components/admin/index.ts';

/** One request for staff (`?id=`): customer, the staff actions the machine allows, facts, recipe, timeline with internal notes. */
export function SampleDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer id={id} onClose={onClose} record={adminSamples.query} titleKey="adminSamples.detail.title" width={760}>
      {(s) => <Content sample={s} />}
    </QueueRecordDrawer>
  );
}

function Content({ sample }: { sample: SampleDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = adminSamples.key(sample.id);
  return (
    <Stack gap="lg">
      <StaffRecordOpening
        subject="sample"
        record={sample}
        dates="adminSamples.detail.dates"
        customerLabel={t('adminSamples.detail.customer')}
      />

      <StaffRecordActions
        strings="adminSamples.detail"
        title={t('adminSamples.detail.actions')}
        flow={sampleFlow}
        record={sample}
        onSubmit={async (body) => afterSampleChange(qc, await adminSamples.transition(sample.id, body), key)}
      />

      {sample.rejectReason && (
        <Alert color="red" variant="light" title={t('adminSamples.detail.rejectReason')}>
          {sample.rejectReason}
        </Alert>
      )}

      <SampleFacts sample={sample} staff />
      <RecordedVerdict verdict={sample.compliance} titleKey="adminPipeline.verdict.sample" testId="sample-verdict" />

      <StaffRecordTimeline subject="sample" record={sample} calls={adminSamples} strings="adminSamples.note" />
      <PinnedRecipe
        recipe={sample.recipe}
        strings="samples.detail"
        href={sample.recipe.id ? `/admin/recipe-list?id=${sample.recipe.id}` : null}
      />
      <Text fz="xs" c="gray.7">
        <Anchor component={Link} to={`/sampleOrder/${sample.id}`} fz="xs">
          {t('adminSamples.detail.customerView')}
        </Anchor>
      </Text>
    </Stack>
  );
}
