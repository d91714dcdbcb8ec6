import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** May be async; the button shows progress until it settles. The caller closes on success. */
  onConfirm: () => unknown;
  danger?: boolean;
  cancelLabel?: string;
};

/** Asks before anything destructive. Focus starts on Cancel, so Enter never confirms by accident. */
export function ConfirmModal({ opened, onClose, title, children, confirmLabel, onConfirm, danger = false, cancelLabel }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('recipes.closeDialog') }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : 'brand'} loading={busy} onClick={() => void run()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
