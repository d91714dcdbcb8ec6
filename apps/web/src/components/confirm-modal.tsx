import { Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** May be async; the button shows progress until it settles. The caller closes on success. */
  onConfirm: () => unknown;
  danger?: boolean;
  /** Recipe screens use red.9 so the white label passes AA; catalogue admin keeps Mantine's red. */
  dangerColor?: MantineColor;
  cancelLabel?: string;
  confirmDisabled?: boolean;
  /** Must sit above the drawer that opened it; recipe drawers stack higher than catalogue ones. */
  zIndex?: number;
  /** Accessible name of the close (×) button; Mantine gives it none by default. */
  closeLabel?: string;
};

/** Asks before anything destructive. Focus starts on Cancel, so Enter never confirms by accident. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  danger = false,
  dangerColor = 'red',
  cancelLabel,
  confirmDisabled,
  zIndex = 320,
  closeLabel,
}: Props) {
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
      zIndex={zIndex}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? dangerColor : undefined} loading={busy} disabled={confirmDisabled} onClick={() => void run()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
