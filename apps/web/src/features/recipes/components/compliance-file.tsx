import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { Market } from '@formulab/shared/compliance/compliance';
import { recipeComplianceFileSchema } from '@formulab/shared/compliance/compliance.admin.schema';
import { api } from '../../../lib/api.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

/** The recipe's compliance record: the last rule-change check and the safety assessor's reports (owner only). */
export const complianceFileQuery = (recipeId: string) => ({
  queryKey: ['recipe', recipeId, 'compliance-file'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api(`/api/recipes/${recipeId}/compliance/file`, { schema: recipeComplianceFileSchema, signal }),
});

/** Where a recipe's product information file for a market is downloaded (in the reader's language). */
export const dossierUrl = (recipeId: string, market: string, lang: string) =>
  `/api/recipes/${recipeId}/compliance/dossier/${market}?lang=${lang === 'en' ? 'en' : 'ko'}`;

/**
 * Beside the live verdict in the recipe editor's Markets section (a saved recipe only): which rule
 * changes touched the recipe and when, the product information file per saved target market (a usable
 * recipe only), and the safety assessor's reports staff attached.
 */
export function ComplianceFile({ recipeId, markets, dirty }: { recipeId: string; markets: readonly Market[]; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const file = useQuery(complianceFileQuery(recipeId));
  if (!file.data) return null;
  const { recheck, reports, complete } = file.data;
  return (
    <Stack gap="sm" data-testid="compliance-file">
      {recheck && recheck.changes.length > 0 && (
        <Alert
          color={recheck.changed ? 'orange' : 'gray'}
          variant="light"
          p="xs"
          icon={<IconHistory size={16} aria-hidden="true" />}
          title={t(recheck.changed ? 'compliance.file.ruleChangedVerdict' : 'compliance.file.ruleChanged')}
          data-testid="rule-change-notice"
        >
          <List size="sm" spacing={2}>
            {recheck.changes.slice(0, 3).map((c) => (
              <List.Item key={`${c.ruleId}-${c.version}`}>
                {c.change === 'composition' ? (
                  // issue 22: staff changed what an ingredient of the recipe is made of
                  t('compliance.file.compositionChange', { ingredient: c.inciName, date: formatDate(c.changedAt) })
                ) : (
                  <>
                    {t('compliance.file.change', {
                      substance: c.inciName,
                      market: t(`compliance.markets.${c.market}`, { defaultValue: c.market }),
                      change: t(`compliance.file.changes.${c.change}`, { defaultValue: c.change }),
                      date: formatDate(c.changedAt),
                    })}{' '}
                    <Text span fz="xs" c="gray.7">
                      ({c.reference})
                    </Text>
                  </>
                )}
              </List.Item>
            ))}
          </List>
          <Text fz="xs" c="gray.7" mt={4}>
            {t('compliance.file.checkedAt', { date: formatDateTime(recheck.checkedAt) })}
          </Text>
        </Alert>
      )}
      {markets.length > 0 && (
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            {t('compliance.file.dossier')}
          </Text>
          {!complete || dirty ? (
            <Text fz="sm" c="gray.7">
              {t(dirty ? 'compliance.file.saveFirst' : 'compliance.file.notComplete')}
            </Text>
          ) : (
            <Group gap="xs">
              {markets.map((m) => (
                <Button
                  key={m}
                  component="a"
                  href={dossierUrl(recipeId, m, i18n.language)}
                  download
                  size="xs"
                  variant="default"
                  leftSection={<IconFileTypePdf size={14} aria-hidden="true" />}
                  data-testid={`dossier-${m}`}
                >
                  {t('compliance.file.download', { market: t(`compliance.markets.${m}`) })}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      )}
      {reports.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('compliance.file.reports')}
          </Text>
          <List size="sm" spacing={2}>
            {reports.map((r) => (
              <List.Item key={r.id}>
                <Anchor href={r.url} download fz="sm">
                  {r.name}
                </Anchor>{' '}
                <Text span fz="xs" c="gray.7">
                  {t(`compliance.markets.${r.market}`)} · {formatDate(r.createdAt)}
                  {r.note ? ` · ${r.note}` : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
