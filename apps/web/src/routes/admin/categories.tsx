import { AdminPageHeader } from '../../features/catalogue/admin/admin-page-header.tsx';
import { TermsManager } from '../../features/catalogue/admin/terms-manager.tsx';

/** admin categories — the ordered ingredient categories with ko/en labels. */
export function Component() {
  return (
    <>
      <AdminPageHeader screen="categories" />
      <TermsManager kind="categories" />
    </>
  );
}
