import { Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../confirm-modal.tsx';

export type ConfirmOptions = { title: string; message: ReactNode; confirmLabel: string; danger?: boolean };

/**
 * `const [confirm, dialog] = useConfirm()` — `await confirm({...})` resolves true when the user
 * agrees (the same ConfirmModal as the customer screens). Render `dialog` once.
 */
export function useConfirm(): [(o: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = (o: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...o, resolve }));
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = (
    <ConfirmModal
      opened={pending !== null}
      onClose={() => answer(false)}
      onConfirm={() => answer(true)}
      title={pending?.title ?? ''}
      confirmLabel={pending?.confirmLabel ?? ''}
      danger={pending?.danger ?? false}
    >
      <Text fz="sm">{pending?.message}</Text>
    </ConfirmModal>
  );
  return [confirm, dialog];
}
