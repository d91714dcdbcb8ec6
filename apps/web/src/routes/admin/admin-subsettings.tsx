import { Tabs } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import type { TaxonomyKind } from '@formulab/shared/catalogue/taxonomy.schema';
import { AdminPageHeader, useUrlParams } from '../../components/admin/index.ts';
import { TermsManager } from '../../features/catalogue/admin/terms-manager.tsx';

const TABS = [
  { kind: 'sub-types', key: 'types' },
  { kind: 'sub-materials', key: 'materials' },
  { kind: 'sub-finishes', key: 'finishes' },
] as const satisfies readonly { kind: TaxonomyKind; key: string }[];

/** admin-subsettings — the packaging option lists (types, materials, finishes); the tab is in the URL. */
export function Component() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams();
  const tab = TABS.find((x) => x.key === params.get('tab'))?.key ?? 'types';
  return (
    <>
      <AdminPageHeader screen="admin-subsettings" />
      <Tabs value={tab} onChange={(v) => set({ tab: v === 'types' ? null : v })}>
        <Tabs.List mb="md">
          {TABS.map((x) => (
            <Tabs.Tab key={x.key} value={x.key}>
              {t(`adminCatalogue.terms.tabs.${x.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((x) => (
          <Tabs.Panel key={x.key} value={x.key}>
            <TermsManager kind={x.kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
