import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { Blocker } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';

/** "Leave without saving?" for a navigation the unsaved-changes guard held. */
export function UnsavedModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('recipes.unsaved.title')}
      confirmLabel={t('recipes.unsaved.leave')}
      cancelLabel={t('recipes.unsaved.stay')}
      onConfirm={() => blocker.proceed?.()}
      danger
      dangerColor="red.9"
      zIndex={400}
      closeLabel={t('recipes.closeDialog')}
    >
      <Text fz="sm" c="gray.8">
        {t('recipes.unsaved.body')}
      </Text>
    </ConfirmModal>
  );
}
