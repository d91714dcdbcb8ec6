import { Alert, Anchor, Group } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { SampleDetail } from '@formulab/shared/samples/samples.schema';
import { RecordPage, stateColour, RecordActions, NextStepAlert } from '../../../components/workflow/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { afterSampleChange, sampleFlow, ownSamples } from '../api.ts';
import { feeText } from '../format.ts';
import { PayButton } from '../../../components/pay-button.tsx';
import { PinnedRecipe } from '../../../components/workflow/pinned-recipe.tsx';
import { SampleFacts } from './sample-facts.tsx';

/** What the state means for the customer, and what comes next. */
function NextStep({ sample }: { sample: SampleDetail }) {
  const { t } = useTranslation();
  const text = t(`samples.next.${sample.state}`, {
    fee: feeText(sample.fee, t),
    carrier: sample.carrier ?? '',
    tracking: sample.trackingNumber ?? '',
    reason: sample.rejectReason ?? '',
  });
  return (
    <NextStepAlert color={stateColour(sample.state)} testId="sample-next-step">
      {text}
    </NextStepAlert>
  );
}

/**
 * One sample request as its customer sees it (or staff, read-only, with `staff`): the state and what
 * comes next, the actions the machine allows the customer now, the facts, the pinned recipe revision
 * and the timeline.
 */
export function SampleDetailView({ sample, staff = false }: { sample: SampleDetail; staff?: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <RecordPage
      subject="sample"
      record={sample}
      back={{ to: '/sample-requests', label: t('samples.detail.back') }}
      before={
        staff && (
          <Alert color="gray" variant="light" icon={<IconShieldLock size={18} aria-hidden="true" />}>
            {t('samples.detail.staffView')}{' '}
            <Anchor component={Link} to={`/admin/sample-requests?id=${sample.id}`} fw={600}>
              {t('samples.detail.openInQueue')}
            </Anchor>
          </Alert>
        )
      }
      subtitle={[
        sample.recipeName,
        t('samples.card.revision', { n: sample.recipeRevision }),
        t('samples.card.requested', { date: formatDate(sample.createdAt) }),
      ]}
      actions={
        !staff && (
          <Group gap="xs">
            {sample.state === 'awaiting_payment' && (sample.fee ?? 0) > 0 && (
              <PayButton kind="sample" id={sample.id} amount={sample.fee ?? undefined} />
            )}
            <RecordActions
              flow={sampleFlow}
              record={sample}
              actor="customer"
              onSubmit={async (body) =>
                afterSampleChange(qc, await ownSamples.transition(sample.id, body), ownSamples.key(sample.id))
              }
            />
          </Group>
        )
      }
      above={!staff && <NextStep sample={sample} />}
      viewer={staff ? 'staff' : 'customer'}
    >
      <SampleFacts sample={sample} staff={staff} />
      <PinnedRecipe
        recipe={sample.recipe}
        strings="samples.detail"
        href={sample.recipe.id && !staff ? `/recipes/${sample.recipe.id}` : null}
      />
    </RecordPage>
  );
}
