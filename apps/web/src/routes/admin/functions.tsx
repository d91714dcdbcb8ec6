import { AdminPageHeader } from '../../components/admin/index.ts';
import { TermsManager } from '../../features/catalogue/admin/terms-manager.tsx';

/** admin functions — the ordered ingredient functions (claims) with ko/en labels. */
export function Component() {
  return (
    <>
      <AdminPageHeader screen="functions" />
      <TermsManager kind="functions" />
    </>
  );
}
