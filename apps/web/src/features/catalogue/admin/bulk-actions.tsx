import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconFileExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { IngredientDetail, IngredientSummary } from '@formulab/shared/catalogue/ingredients.schema';
import { BulkBar, BulkButton, downloadText, runWithProgress, type BulkProgress } from '../../../components/admin/index.ts';
import { ingredientQuery, setIngredientVisible } from '../api.ts';
import { ingredientsToCsv } from './hooks.ts';

/** What can be done to the selected ingredients: show, hide, export — with progress while it runs. */
export function BulkActions({ selected, onClear }: { selected: IngredientSummary[]; onClear: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<BulkProgress | null>(null);
  const summary = (done: string, failed: number) => ({
    color: failed ? 'orange' : 'teal',
    message: [done, failed ? t('adminCatalogue.ingredients.bulk.failed', { count: failed }) : ''].filter(Boolean).join(' '),
  });

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
    notifications.show(
      summary(
        t(visible ? 'adminCatalogue.ingredients.bulk.shown' : 'adminCatalogue.ingredients.bulk.hidden', { count: ok }),
        failed.length,
      ),
    );
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
    notifications.show(summary(t('adminCatalogue.ingredients.bulk.exported', { count: details.length }), failed.length));
  };

  return (
    <BulkBar
      count={selected.length}
      label={t('adminCatalogue.common.bulkActions')}
      countText={t('adminCatalogue.common.selected', { count: selected.length })}
      clearLabel={t('adminCatalogue.common.clearSelection')}
      onClear={onClear}
      progress={job}
    >
      <BulkButton icon={IconEye} onClick={() => void setVisible(true)}>
        {t('adminCatalogue.ingredients.bulk.show')}
      </BulkButton>
      <BulkButton icon={IconEyeOff} onClick={() => void setVisible(false)}>
        {t('adminCatalogue.ingredients.bulk.hide')}
      </BulkButton>
      <BulkButton icon={IconFileExport} onClick={() => void exportSelected()}>
        {t('adminCatalogue.ingredients.bulk.export')}
      </BulkButton>
    </BulkBar>
  );
}
