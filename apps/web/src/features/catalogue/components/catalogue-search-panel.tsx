import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { SearchBox } from '../../../components/search-box.tsx';
import { SearchPanel } from '../../../components/search-panel.tsx';

/**
 * The top of a catalogue screen: its title and lead, then the large search box with the filters under it;
 * `strings` holds the screen's `lead`, `searchLabel` and `searchPlaceholder` (`catalogue.ingredients`).
 */
export function CatalogueSearchPanel({
  strings,
  ...props
}: {
  title: string;
  strings: string;
  q: string;
  onSearch: (value: string) => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SearchPanel title={props.title} lead={t(`${strings}.lead`)} regionLabel={t('catalogue.filters.region')}>
      <Stack gap="md" role="search">
        <SearchBox
          value={props.q}
          onChange={props.onSearch}
          label={t(`${strings}.searchLabel`)}
          placeholder={t(`${strings}.searchPlaceholder`)}
          clearLabel={t('catalogue.search.clear')}
          busy={props.busy}
        />
        {props.children}
      </Stack>
    </SearchPanel>
  );
}
