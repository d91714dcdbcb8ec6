import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';
import { setSubMaterialVisible } from '../api.ts';

/** Shows or hides every selected item (a few at a time), then says how many changed and how many failed. */
export function SubMaterialBulkBar({ selected, onDone }: { selected: SubMaterialSummary[]; onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [running, setRunning] = useState<{ visible: boolean; done: number; total: number } | null>(null);
  if (!selected.length && !running) return null;

  const run = async (visible: boolean) => {
    const todo = selected.filter((s) => s.visible !== visible);
    let done = 0;
    let failed = 0;
    setRunning({ visible, done: 0, total: todo.length });
    const queue = [...todo];
    const worker = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        try {
          await setSubMaterialVisible(s.id, visible);
          done++;
        } catch {
          failed++;
        }
        setRunning({ visible, done: done + failed, total: todo.length });
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, todo.length) }, worker));
    await qc.invalidateQueries({ queryKey: ['sub-materials'] });
    setRunning(null);
    notifications.show({
      color: failed ? 'orange' : 'teal',
      message: `${t(visible ? 'adminCatalogue.subMaterials.bulkShown' : 'adminCatalogue.subMaterials.bulkHidden', { count: done })}${failed ? ` ${t('adminCatalogue.subMaterials.bulkFailed', { count: failed })}` : ''}`,
    });
    onDone();
  };

  return (
    <Paper withBorder p="xs" radius="md" bg="brand.0" role="region" aria-label={t('adminCatalogue.subMaterials.bulkRegion')}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {running
            ? t('adminCatalogue.subMaterials.bulkProgress', { done: running.done, total: running.total })
            : t('adminCatalogue.subMaterials.selected', { count: selected.length })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            loading={running?.visible === true}
            disabled={Boolean(running)}
            onClick={() => void run(true)}
          >
            {t('adminCatalogue.subMaterials.bulkShow')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEyeOff size={14} aria-hidden="true" />}
            loading={running?.visible === false}
            disabled={Boolean(running)}
            onClick={() => void run(false)}
          >
            {t('adminCatalogue.subMaterials.bulkHide')}
          </Button>
          <Button size="xs" variant="subtle" disabled={Boolean(running)} onClick={onDone}>
            {t('adminCatalogue.subMaterials.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
