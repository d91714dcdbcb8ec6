import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { Material } from '@formulab/shared/catalogue/materials.schema';

import { deleteMaterial } from '../api.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyApiError } from '../../../components/notify.ts';

/** Asks before deleting a material with its stock and lot records. */
export function MaterialDeleteModal({
  material,
  opened,
  onClose,
  onDeleted,
}: {
  material: Material | null;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('adminCatalogue.materials.deleteTitle', { name: material?.tradeName ?? '' })}
      confirmLabel={t('adminCatalogue.materials.delete')}
      danger
      onConfirm={async () => {
        if (!material) return;
        try {
          await deleteMaterial(material.id);
          qc.removeQueries({ queryKey: ['material', material.id] });
          await qc.invalidateQueries({ queryKey: ['materials'] });
          notifications.show({ color: 'teal', message: t('adminCatalogue.materials.deleted', { name: material.tradeName }) });
          onClose();
          onDeleted?.();
        } catch (err) {
          notifyApiError(err, t);
        }
      }}
    >
      <Text fz="sm">
        {t('adminCatalogue.materials.deleteBody', { name: material?.tradeName ?? '', supplier: material?.supplier ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
