import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from './search-box.tsx';

/** The top of a catalogue screen: its title and lead, then the large search box with the filters under it. */
export function CatalogueSearchPanel(props: {
  title: string;
  lead: string;
  searchLabel: string;
  searchPlaceholder: string;
  q: string;
  onSearch: (value: string) => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 28, sm: 34 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {props.title}
        </Title>
        <Text c="gray.7">{props.lead}</Text>
      </Stack>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        bg="white"
        component="section"
        aria-label={t('catalogue.filters.region')}
      >
        <Stack gap="md" role="search">
          <SearchBox
            value={props.q}
            onChange={props.onSearch}
            label={props.searchLabel}
            placeholder={props.searchPlaceholder}
            busy={props.busy}
          />
          {props.children}
        </Stack>
      </Paper>
    </>
  );
}
