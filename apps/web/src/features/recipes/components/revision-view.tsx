import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { errorKey } from '../../../lib/api.ts';
import { recipeFunctionsQuery, revisionQuery } from '../api.ts';
import { formatPct, localName, phaseLabel } from '../format.ts';
import { ValidityBadge, VisibilityBadge } from './recipe-badges.tsx';
import { BackToHistory, RevisionMeta } from './revision-meta.tsx';

/** One revision as it was saved: its facts and lines (read-only), with a restore button. */
export function RevisionView({
  recipeId,
  n,
  current,
  onBack,
  onRestore,
}: {
  recipeId: string;
  n: number;
  current: boolean;
  onBack: () => void;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const rev = useQuery(revisionQuery(recipeId, n));
  const functions = useQuery(recipeFunctionsQuery());
  const r = rev.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <BackToHistory onBack={onBack} />
        {!current && r && (
          <Button
            size="xs"
            variant="light"
            color="brand"
            c="brand.9"
            leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
            onClick={onRestore}
          >
            {t('recipes.history.restoreThis')}
          </Button>
        )}
      </Group>
      {rev.isError ? (
        <Alert color="red" role="alert">
          {t(errorKey(rev.error))}
        </Alert>
      ) : !r ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <>
          <Stack gap={4}>
            <Title order={3} fz="lg" c="gray.9">
              {t('recipes.history.revisionN', { n: r.number })} · {r.name}
            </Title>
            <Group gap={6}>
              <ValidityBadge valid={r.valid} />
              <VisibilityBadge visibility={r.visibility} />
              <Text fz="sm" c="gray.8">
                {t(`productTypes.${r.productType}`)}
              </Text>
            </Group>
            <RevisionMeta revision={r} />
            {r.description && (
              <Text fz="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap' }}>
                {r.description}
              </Text>
            )}
            {r.functionIds.length > 0 && (
              <Text fz="sm" c="gray.8">
                {t('recipes.facts.functions')}:{' '}
                {r.functionIds
                  .map((id) => functions.data?.find((f) => f.id === id))
                  .filter((f) => !!f)
                  .map((f) => localName(f, i18n.resolvedLanguage))
                  .join(', ')}
              </Text>
            )}
          </Stack>
          <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                <Table.Th w={52}>{t('recipes.lines.phase')}</Table.Th>
                <Table.Th>{t('recipes.lines.ingredient')}</Table.Th>
                <Table.Th ta="right">{t('recipes.lines.percent')}</Table.Th>
                <Table.Th>{t('recipes.lines.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.lines.map((l, i) => (
                <Table.Tr key={i}>
                  <Table.Td className="tabular">{i + 1}</Table.Td>
                  <Table.Td>{phaseLabel(l.phase)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {l.ingredient.inciName}
                    </Text>
                    <Text fz="xs" c="gray.7">
                      {localName(l.ingredient, i18n.resolvedLanguage)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatPct(l.percent)}
                  </Table.Td>
                  <Table.Td>{l.note}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t('recipes.live.total')}</Table.Th>
                <Table.Th ta="right" className="tabular">
                  {formatPct(r.totalPercent)}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </>
      )}
    </Stack>
  );
}
