import { Accordion, Badge, Code, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { PRODUCT_TYPES } from '@formulab/shared/recipes/formulation';
import { RECIPE_CSV_COLUMNS } from '@formulab/shared/recipes/recipes.schema';

const REQUIRED = new Set(['recipe_name', 'product_type', 'inci_name', 'percent']);

/** What each column of the file means, how rows become recipes, and the product type codes. */
export function ImportColumns({ framed = true }: { framed?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <Stack gap="sm">
      {framed && (
        <Title order={2} fz="md">
          {t('adminRecipes.import.columns.title')}
        </Title>
      )}
      <List size="sm" spacing={2}>
        <List.Item>{t('adminRecipes.import.columns.rule.rows')}</List.Item>
        <List.Item>{t('adminRecipes.import.columns.rule.firstRow')}</List.Item>
        <List.Item>{t('adminRecipes.import.columns.rule.valid')}</List.Item>
        <List.Item>{t('adminRecipes.import.columns.rule.allOrNothing')}</List.Item>
      </List>
      {/* no horizontal scroll on a phone: the "required" badge goes under the column's name, the help wraps */}
      <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminRecipes.import.columns.column')}</Table.Th>
            <Table.Th>{t('adminRecipes.import.columns.meaning')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RECIPE_CSV_COLUMNS.map((c) => (
            <Table.Tr key={c} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Group gap={4}>
                  <Code style={{ whiteSpace: 'nowrap' }}>{c}</Code>
                  {REQUIRED.has(c) && (
                    <Badge size="xs" radius="sm" color="gray.2" c="gray.8">
                      {t('adminRecipes.import.columns.required')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{t(`adminRecipes.import.columns.help.${c}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="types">
          <Accordion.Control>{t('adminRecipes.import.columns.typeCodes')}</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2}>
              {PRODUCT_TYPES.map((p) => (
                <Text key={p.slug} fz="sm">
                  <Code>{p.slug}</Code> {t(`productTypes.${p.slug}`)}{' '}
                  <Text span fz="xs" c="gray.7">
                    ({t(`usages.${p.usage}`)})
                  </Text>
                </Text>
              ))}
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
  // inside the preview's accordion the accordion is the frame and its label the title
  return framed ? (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  ) : (
    body
  );
}
