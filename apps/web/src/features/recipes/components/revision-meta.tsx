import { Button, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { RevisionSummary } from '@formulab/shared/recipes/recipes.schema';
import { formatDateTime } from '../../../lib/format.ts';
import { formatPct } from '../format.ts';

/** When, by whom, total and line count of a revision, and its note: the same words in the list and the view. */
export function RevisionMeta({ revision: r }: { revision: RevisionSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fz="xs" c="gray.7" className="tabular">
        {t('recipes.history.meta', {
          date: formatDateTime(r.createdAt),
          author: r.authorName,
          total: formatPct(r.totalPercent),
          count: r.lineCount,
        })}
      </Text>
      {r.note && (
        <Text fz="sm" c="gray.9" fs="italic">
          “{r.note}”
        </Text>
      )}
    </>
  );
}

/** Back from a revision (or a comparison) to the history list. */
export function BackToHistory({ onBack, w }: { onBack: () => void; w?: 'fit-content' }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="gray.8"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
      onClick={onBack}
      w={w}
    >
      {t('recipes.history.back')}
    </Button>
  );
}
