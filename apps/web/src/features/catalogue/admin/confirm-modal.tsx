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
  confirmDisabled?: boolean;
};

/** Asks before anything destructive. Focus starts on Cancel, so Enter never deletes by accident. */
export function ConfirmModal({ opened, onClose, title, children, confirmLabel, onConfirm, danger = true, confirmDisabled }: Props) {
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
    <Modal opened={opened} onClose={onClose} title={title} centered size="md" zIndex={320}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} disabled={confirmDisabled} onClick={() => void run()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
