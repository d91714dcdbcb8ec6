import { AdminPageHeader } from '../../components/admin/index.ts';
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
