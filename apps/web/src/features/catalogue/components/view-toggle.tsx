import { Center, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { Segmented } from '../../../components/segmented.tsx';

export type CatalogueView = 'grid' | 'list';

/** Grid or list, remembered in this browser per screen. */
export function useCatalogueView(screen: 'ingredients' | 'submaterials') {
  return useLocalStorage<CatalogueView>({
    key: `formulab.catalogue.${screen}.view`,
    defaultValue: 'grid',
    getInitialValueInEffect: false,
    deserialize: (v) => (v === '"list"' || v === 'list' ? 'list' : 'grid'),
  });
}

/** Two icon buttons (grid / list) with accessible names. */
export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange: (v: CatalogueView) => void }) {
  const { t } = useTranslation();
  const option = (view: CatalogueView, icon: React.ReactNode) => ({
    value: view,
    label: (
      <DeferredTooltip label={t(`catalogue.view.${view}`)} openDelay={400} withinPortal>
        <Center h={22} w={22}>
          {icon}
          <VisuallyHidden>{t(`catalogue.view.${view}`)}</VisuallyHidden>
        </Center>
      </DeferredTooltip>
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
