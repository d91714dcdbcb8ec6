import { Button } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { SAMPLE_STATES } from '@formulab/shared/samples/samples.states';
import { useStateParam, WorkflowListScreen } from '../../components/workflow/workflow-screens.tsx';
import { samplesInfinite } from '../../features/samples/api.ts';
import { SampleCard } from '../../features/samples/components/sample-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /sample-requests — my sample requests, newest first, by state (tabs with counts, `?state=` in the URL). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.sampleRequests.title'));
  const [state, setState] = useStateParam(SAMPLE_STATES);
  const list = useInfiniteQuery(samplesInfinite(state));
  return (
    <WorkflowListScreen
      subject="sample"
      strings="samples"
      states={SAMPLE_STATES}
      state={state}
      onState={setState}
      list={list}
      title={t('screens.sampleRequests.title')}
      action={
        <Button component={Link} to="/new-sample" color="coral.9" leftSection={<IconFlask size={18} aria-hidden="true" />}>
          {t('samples.new')}
        </Button>
      }
      emptyAction={{ to: '/new-sample' }}
      renderItem={(s) => <SampleCard sample={s} />}
    />
  );
}
