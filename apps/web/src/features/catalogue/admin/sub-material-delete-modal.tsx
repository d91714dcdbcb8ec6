import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';

import { deleteSubMaterial, localName } from '../api.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyApiError } from '../../../components/notify.ts';

/** Asks before deleting a packaging item together with its images. */
export function SubMaterialDeleteModal({
  item,
  opened,
  onClose,
  onDeleted,
}: {
  item: SubMaterialSummary | null;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const name = item ? `${item.code} · ${localName(item, i18n.resolvedLanguage)}` : '';
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('adminCatalogue.subMaterials.deleteTitle', { code: item?.code ?? '' })}
      confirmLabel={t('adminCatalogue.subMaterials.delete')}
      danger
      onConfirm={async () => {
        if (!item) return;
        try {
          await deleteSubMaterial(item.id);
          qc.removeQueries({ queryKey: ['sub-material', 'admin', item.id] });
          await qc.invalidateQueries({ queryKey: ['sub-materials'] });
          void qc.invalidateQueries({ queryKey: ['taxonomy'] });
          notifications.show({ color: 'teal', message: t('adminCatalogue.subMaterials.deleted', { code: item.code }) });
          onClose();
          onDeleted?.();
        } catch (err) {
          notifyApiError(err, t);
        }
      }}
    >
      <Text fz="sm">{t('adminCatalogue.subMaterials.deleteBody', { name })}</Text>
    </ConfirmModal>
  );
}
