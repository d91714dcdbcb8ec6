import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { SampleSummary } from '@formulab/shared/samples/samples.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { RecordCard } from '../../../components/workflow/record-card.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { feeText } from '../format.ts';

/** One request in the customer's list: reference, state, recipe and revision, quantity, fee, date. */
export function SampleCard({ sample }: { sample: SampleSummary }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      to={`/sampleOrder/${sample.id}`}
      label={t('samples.card.open', { ref: sample.ref, recipe: sample.recipeName })}
      reference={sample.ref}
      badges={<StateBadge subject="sample" state={sample.state} size="sm" />}
      recipeName={sample.recipeName}
      revision={t('samples.card.revision', { n: sample.recipeRevision })}
    >
      <Text span fz="sm" className="tabular">
        {t('samples.units', { count: sample.quantity, n: formatNumber(sample.quantity) })}
      </Text>
      <Text span fz="sm" className="tabular">
        {t('samples.card.fee')}: {feeText(sample.fee, t, sample.state)}
      </Text>
      <Text span fz="sm">
        {t('samples.card.requested', { date: formatDate(sample.createdAt) })}
      </Text>
    </RecordCard>
  );
}
