import { Alert, Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { errorKey } from '../lib/api.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /**
   * May be async; the button shows progress until it settles. The caller closes on success; a failure
   * the caller does not handle itself stays in the dialog as its translated message (nothing happened).
   */
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
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await onConfirm();
    } catch (err) {
      setFailed(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setFailed(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="md"
      zIndex={zIndex}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      <Stack gap="md">
        {children}
        {failed && (
          <Alert color="red" role="alert" variant="light">
            {failed}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} data-autofocus>
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
