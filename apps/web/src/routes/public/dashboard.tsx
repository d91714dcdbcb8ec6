import { useTranslation } from '../../i18n/react.ts';
import { resendVerification } from '../../features/auth/api.ts';
import { CustomerDashboard, DashboardSkeleton } from '../../features/dashboard/components/customer-dashboard.tsx';
import { VisitorWelcome } from '../../features/dashboard/components/visitor-welcome.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /dashboard: a welcome for visitors, the customer's overview once signed in. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.dashboard.title'));
  const session = useSession();
  if (session.isPending) return <DashboardSkeleton />;
  if (!session.data) return <VisitorWelcome />;
  return <CustomerDashboard user={session.data} resendVerification={resendVerification} />;
}
