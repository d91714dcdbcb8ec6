import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconFileExport, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientDetail, IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { ingredientQuery, setIngredientVisible } from '../api.ts';
import { downloadText, ingredientsToCsv, runWithProgress } from './hooks.ts';

type Job = { label: string; done: number; total: number };

/** What can be done to the selected rows: show, hide, export — with progress while it runs. */
export function BulkActions({ selected, onClear }: { selected: IngredientSummary[]; onClear: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<Job | null>(null);

  const setVisible = async (visible: boolean) => {
    // every selected row (the flag is idempotent; a row's `visible` here may be older than the table's)
    const todo = selected;
    const label = t(visible ? 'adminCatalogue.ingredients.bulk.showing' : 'adminCatalogue.ingredients.bulk.hiding');
    setJob({ label, done: 0, total: todo.length });
    const { failed } = await runWithProgress(
      todo,
      (r) => setIngredientVisible(r.id, visible),
      (done) => setJob({ label, done, total: todo.length }),
    );
    setJob(null);
    await queryClient.invalidateQueries({ queryKey: ['ingredients'] });
    todo.forEach((r) => void queryClient.invalidateQueries({ queryKey: ['ingredient', 'admin', r.id] }));
    const ok = todo.length - failed.length;
    notifications.show({
      color: failed.length ? 'orange' : 'teal',
      message: [
        t(visible ? 'adminCatalogue.ingredients.bulk.shown' : 'adminCatalogue.ingredients.bulk.hidden', { count: ok }),
        failed.length ? t('adminCatalogue.ingredients.bulk.failed', { count: failed.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
    if (!failed.length) onClear();
  };

  /** The rows' full records (descriptions, EC, notes are not in the list) → the import's CSV. */
  const exportSelected = async () => {
    const label = t('adminCatalogue.ingredients.bulk.exporting');
    setJob({ label, done: 0, total: selected.length });
    const details: IngredientDetail[] = [];
    const { failed } = await runWithProgress(
      selected,
      async (r) => details.push(await queryClient.fetchQuery({ ...ingredientQuery(r.id, 'admin'), staleTime: 30_000 })),
      (done) => setJob({ label, done, total: selected.length }),
      6,
    );
    setJob(null);
    const order = new Map(selected.map((r, i) => [r.id, i]));
    details.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    if (details.length)
      downloadText(ingredientsToCsv(details), `ingredients-selected-${new Date().toISOString().slice(0, 10)}.csv`);
    notifications.show({
      color: failed.length ? 'orange' : 'teal',
      message: [
        t('adminCatalogue.ingredients.bulk.exported', { count: details.length }),
        failed.length ? t('adminCatalogue.ingredients.bulk.failed', { count: failed.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
  };

  if (!selected.length && !job) return null;
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="brand.0" role="region" aria-label={t('adminCatalogue.common.bulkActions')}>
      {job ? (
        <Group gap="sm" wrap="nowrap" mih={30}>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {job.label} {job.done}/{job.total}
          </Text>
          <Progress value={(job.done / job.total) * 100} style={{ flex: 1 }} animated aria-label={job.label} />
        </Group>
      ) : (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600}>
            {t('adminCatalogue.common.selected', { count: selected.length })}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} aria-hidden="true" />}
              onClick={() => void setVisible(true)}
            >
              {t('adminCatalogue.ingredients.bulk.show')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEyeOff size={14} aria-hidden="true" />}
              onClick={() => void setVisible(false)}
            >
              {t('adminCatalogue.ingredients.bulk.hide')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileExport size={14} aria-hidden="true" />}
              onClick={() => void exportSelected()}
            >
              {t('adminCatalogue.ingredients.bulk.export')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={onClear}
            >
              {t('adminCatalogue.common.clearSelection')}
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
