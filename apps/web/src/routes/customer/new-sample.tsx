import { useTranslation } from '../../i18n/react.ts';
import { useMaySend } from '../../components/workflow/index.ts';
import { RequestScreen } from '../../components/workflow/request-screen.tsx';
import { SampleForm } from '../../features/samples/components/sample-form.tsx';
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
  return (
    <RequestScreen
      strings="samples"
      title={t('screens.newSample.title')}
      needs={me}
      skeletons={[220, 260]}
      form={() => me.data && <SampleForm me={me.data} maySend={maySend} />}
    />
  );
}
