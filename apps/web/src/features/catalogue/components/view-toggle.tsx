import { Center, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { servedPage } from '../../../lib/served-page.ts';
import { Segmented } from '../../../components/segmented.tsx';

export type CatalogueView = 'grid' | 'list';

/** Grid or list, remembered in this browser per screen. */
export function useCatalogueView(screen: 'ingredients' | 'submaterials') {
  return useLocalStorage<CatalogueView>({
    key: `formulab.catalogue.${screen}.view`,
    defaultValue: 'grid',
    // read at once (no grid flash before a chosen list), except in a hydration: the server drew the grid
    getInitialValueInEffect: servedPage,
    deserialize: (v) => (v === '"list"' || v === 'list' ? 'list' : 'grid'),
  });
}

/** Two icon buttons (grid / list) with accessible names. */
export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange: (v: CatalogueView) => void }) {
  const { t } = useTranslation();
  const option = (view: CatalogueView, icon: React.ReactNode) => ({
    value: view,
    // the browser's own hint on hover: a tooltip component mounted on the first hover replaced the icon
    // under the pointer, and a press that straddled the swap was lost (the list view did not open)
    label: (
      <Center h={22} w={22} title={t(`catalogue.view.${view}`)}>
        {icon}
        <VisuallyHidden>{t(`catalogue.view.${view}`)}</VisuallyHidden>
      </Center>
    ),
  });
  return (
    <Segmented<CatalogueView>
      size="sm"
      value={value}
      onChange={onChange}
      aria-label={t('catalogue.view.label')}
      data={[
        option('grid', <IconLayoutGrid size={18} aria-hidden="true" />),
        option('list', <IconList size={18} aria-hidden="true" />),
      ]}
    />
  );
}
