import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteDetail } from '@formulab/shared/quotes/quotes.schema';
import { formatNumber } from '../../../lib/format.ts';
import { localName } from '../format.ts';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The recipe revision the quote was asked for, as it was then (it stays so when the recipe changes):
 * name, revision, product type, fill and lines. `href` links to the recipe while it still exists.
 */
export function PinnedRecipe({ recipe, href }: { recipe: QuoteDetail['recipe']; href: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-labelledby="pinned-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id="pinned-title">
              {t('quotes.detail.recipe')}
            </Title>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {recipe.name}
            </Text>
            <Text fz="sm" c="gray.7">
              {t('quotes.detail.revisionOf', { n: recipe.revision })} · {t(`productTypes.${recipe.productType}`)} ·{' '}
              {t('quotes.detail.total', { total: formatNumber(recipe.totalPercent, 4) })}
              {recipe.fillMl ? ` · ${t('quotes.detail.fill', { ml: formatNumber(recipe.fillMl) })}` : ''}
            </Text>
          </Stack>
          {href && (
            <Anchor component={Link} to={href} fz="sm" fw={600}>
              <Group gap={4} wrap="nowrap">
                {t('quotes.detail.openRecipe')}
                <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
        </Group>
        {!recipe.id && (
          <Text fz="sm" c="gray.7">
            {t('quotes.detail.recipeGone')}
          </Text>
        )}
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quotes.detail.inci')}</Table.Th>
                <Table.Th ta="right">%</Table.Th>
                <Table.Th ta="center" w={64}>
                  {t('quotes.detail.phase')}
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
