import { Box, Button, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPointFilled } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ConfirmModal } from '../confirm-modal.tsx';

/** While `dirty`, closing or reloading the tab asks first (the browser's own prompt). */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

type Props = { opened: boolean; onClose: () => void; title: string; dirty: boolean; children: ReactNode };

/**
 * The side panel that holds a record's form. Closing it with unsaved changes asks first, and so
 * does leaving the page: nothing a user typed is lost silently.
 */
export function FormDrawer({ opened, onClose, title, dirty, children }: Props) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const [asking, setAsking] = useState(false);
  useLeaveWarning(dirty);
  return (
    <>
      <Drawer
        opened={opened}
        onClose={() => (dirty ? setAsking(true) : onClose())}
        title={title}
        position="right"
        size={mobile ? '100%' : 780}
        padding="md"
        styles={{ title: { fontWeight: 700, fontSize: 18 }, body: { paddingBottom: 0 } }}
        closeButtonProps={{ 'aria-label': t('adminKit.close') }}
      >
        {children}
      </Drawer>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('adminKit.discardTitle')}
        confirmLabel={t('adminKit.discard')}
        danger
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      >
        <Text fz="sm">{t('adminKit.discardBody')}</Text>
      </ConfirmModal>
    </>
  );
}

/** The save bar at the foot of a form: always reachable, and it says when there are unsaved changes. */
export function FormSaveBar({
  dirty,
  busy,
  onCancel,
  disabled,
  left,
}: {
  dirty: boolean;
  busy: boolean;
  onCancel: () => void;
  disabled?: boolean;
  left?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      mt="lg"
      bg="white"
      style={{
        zIndex: 3,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        boxShadow: dirty ? '0 -6px 12px -8px rgba(0,0,0,.18)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {left}
          {dirty && (
            <Text
              fz="sm"
              c="var(--mantine-color-orange-light-color)"
              fw={600}
              role="status"
              style={{ display: 'flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
            >
              <IconPointFilled size={14} aria-hidden="true" />
              {t('adminKit.unsaved')}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={disabled} title={t('adminKit.saveHint')}>
            {t('common.save')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
