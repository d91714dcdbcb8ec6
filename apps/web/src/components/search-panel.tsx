import { Paper, Stack, Text, Title, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The top of a browsing screen: its title and lead, then a bordered region holding the search box
 * and filters. The caller lays out the region's content (and its role="search").
 */
export function SearchPanel(props: {
  title: string;
  lead: string;
  leadMaw?: StyleProp<number | string>;
  regionLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 28, sm: 34 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {props.title}
        </Title>
        <Text c="gray.7" maw={props.leadMaw}>
          {props.lead}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label={props.regionLabel}>
        {props.children}
      </Paper>
    </>
  );
}
