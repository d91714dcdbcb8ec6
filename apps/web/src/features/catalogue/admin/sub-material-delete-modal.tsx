import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { SubMaterialSummary } from '@formulab/shared/catalogue/sub-materials.schema';

import { deleteSubMaterial, localName } from '../api.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';

/**
 * Asks before deleting a packaging item together with its images. A refusal is said in the dialog
 * itself, where the person is looking (a toast would sit behind it): "still used by 2 quotes …"
 * (409 IN_USE, and Delete is then off: pressing it again cannot help), or why it failed otherwise.
 */
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
  const [refusal, setRefusal] = useState<{ id: string; text: string; inUse: boolean } | null>(null);
  const shown = item && refusal?.id === item.id ? refusal : null;
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('adminCatalogue.subMaterials.deleteTitle', { code: item?.code ?? '' })}
      confirmLabel={t('adminCatalogue.subMaterials.delete')}
      danger
      confirmDisabled={shown?.inUse}
      onConfirm={async () => {
        if (!item) return;
        setRefusal(null);
        try {
          await deleteSubMaterial(item.id);
          qc.removeQueries({ queryKey: ['sub-material', 'admin', item.id] });
          await qc.invalidateQueries({ queryKey: ['sub-materials'] });
          void qc.invalidateQueries({ queryKey: ['taxonomy'] });
          notifications.show({ color: 'teal', message: t('adminCatalogue.subMaterials.deleted', { code: item.code }) });
          close();
          onDeleted?.();
        } catch (err) {
          setRefusal({ id: item.id, text: errorText(err, t), inUse: err instanceof ApiError && err.code === 'IN_USE' });
        }
      }}
    >
      <Text fz="sm">{t('adminCatalogue.subMaterials.deleteBody', { name })}</Text>
      {shown && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          <Text fz="sm">{shown.text}</Text>
        </Alert>
      )}
    </ConfirmModal>
  );
}
