import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import type { SamplePinnedRecipe } from '@formulab/shared/samples/samples.schema';
import { formatNumber, localName } from '../../lib/format.ts';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The recipe revision a sample or a quote was asked for, as it was then (it stays so when the recipe
 * changes): name, revision, product type, fill (quotes) and lines. `href` links to the recipe while it
 * still exists (the customer's editor, or staff's view). `strings` names the screen's string group.
 */
export function PinnedRecipe({
  recipe,
  href,
  strings,
}: {
  recipe: SamplePinnedRecipe & { fillMl?: number | null };
  href: string | null;
  strings: 'samples.detail' | 'quotes.detail';
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={titleId}>
              {t(`${strings}.recipe`)}
            </Title>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {recipe.name}
            </Text>
            <Text fz="sm" c="gray.7">
              {t(`${strings}.revisionOf`, { n: recipe.revision })} · {t(`productTypes.${recipe.productType}`)} ·{' '}
              {t(`${strings}.total`, { total: formatNumber(recipe.totalPercent, 4) })}
              {recipe.fillMl ? ` · ${t(`${strings}.fill`, { ml: formatNumber(recipe.fillMl) })}` : ''}
            </Text>
          </Stack>
          {href && (
            <Anchor component={Link} to={href} fz="sm" fw={600}>
              <Group gap={4} wrap="nowrap">
                {t(`${strings}.openRecipe`)}
                <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
        </Group>
        {!recipe.id && (
          <Text fz="sm" c="gray.7">
            {t(`${strings}.recipeGone`)}
          </Text>
        )}
        <Table.ScrollContainer scrollAreaProps={{ viewportProps: { tabIndex: 0 } }} minWidth={320}>
          <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${strings}.inci`)}</Table.Th>
                <Table.Th ta="right">%</Table.Th>
                <Table.Th ta="center" w={64}>
                  {t(`${strings}.phase`)}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipe.lines.map((l, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {l.inciName}
                    </Text>
                    <Text fz="xs" c="gray.7">
                      {localName(l, i18n.resolvedLanguage)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={tabular}>
                    {formatNumber(l.percent, 4)}
                  </Table.Td>
                  <Table.Td ta="center">{l.phase ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
