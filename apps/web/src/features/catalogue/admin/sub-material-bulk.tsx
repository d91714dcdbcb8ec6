import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { BulkBar, BulkButton, runWithProgress } from '../../../components/admin/index.ts';
import { setSubMaterialVisible } from '../api.ts';

/** Shows or hides every selected item (a few at a time), then says how many changed and how many failed. */
export function SubMaterialBulkBar({ selected, onDone }: { selected: SubMaterialSummary[]; onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [running, setRunning] = useState<{ visible: boolean; done: number; total: number } | null>(null);

  const run = async (visible: boolean) => {
    const todo = selected.filter((s) => s.visible !== visible);
    setRunning({ visible, done: 0, total: todo.length });
    const { failed } = await runWithProgress(
      todo,
      (s) => setSubMaterialVisible(s.id, visible),
      (done) => setRunning({ visible, done, total: todo.length }),
    );
    await qc.invalidateQueries({ queryKey: ['sub-materials'] });
    setRunning(null);
    const changed = todo.length - failed.length;
    notifications.show({
      color: failed.length ? 'orange' : 'teal',
      message: `${t(visible ? 'adminCatalogue.subMaterials.bulkShown' : 'adminCatalogue.subMaterials.bulkHidden', { count: changed })}${failed.length ? ` ${t('adminCatalogue.subMaterials.bulkFailed', { count: failed.length })}` : ''}`,
    });
    onDone();
  };

  return (
    <BulkBar
      count={selected.length}
      label={t('adminCatalogue.subMaterials.bulkRegion')}
      countText={
        running
          ? t('adminCatalogue.subMaterials.bulkProgress', { done: running.done, total: running.total })
          : t('adminCatalogue.subMaterials.selected', { count: selected.length })
      }
      clearLabel={t('adminCatalogue.subMaterials.clearSelection')}
      onClear={onDone}
      busy={Boolean(running)}
    >
      <BulkButton icon={IconEye} loading={running?.visible === true} disabled={Boolean(running)} onClick={() => void run(true)}>
        {t('adminCatalogue.subMaterials.bulkShow')}
      </BulkButton>
      <BulkButton
        icon={IconEyeOff}
        loading={running?.visible === false}
        disabled={Boolean(running)}
        onClick={() => void run(false)}
      >
        {t('adminCatalogue.subMaterials.bulkHide')}
      </BulkButton>
    </BulkBar>
  );
}
