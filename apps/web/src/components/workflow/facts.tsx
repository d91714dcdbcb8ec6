import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One fact of a workflow record's facts box (quantity, fee, lead time …): a small caps label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="xs" c="gray.7" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

/** A written fact (a note, a reason), its line breaks kept; nothing at all while there is none. */
export function TextFact({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Fact label={label}>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Fact>
  );
}

/**
 * A shipped record's carrier and tracking number, with a button that copies the number. `strings` are
 * translated: the box's title, the copy button's name and what it says once copied. `children` add to
 * the box below the number (one of several shipments: its date, quantity, note and documents).
 */
export function ShipmentBox({
  carrier,
  trackingNumber,
  strings,
  testId,
  children,
}: {
  carrier: string | null;
  trackingNumber: string;
  strings: { title: string; copy: string; copied: string };
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Paper radius="md" p="sm" bg="teal.0">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="xs" c="gray.8" fw={600}>
            {strings.title}
            {carrier ? ` · ${carrier}` : ''}
          </Text>
          <Text fw={700} className="tabular" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
            {trackingNumber}
          </Text>
        </Stack>
        <CopyButton value={trackingNumber}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? strings.copied : strings.copy}>
              <ActionIcon variant="subtle" color={copied ? 'green.9' : 'gray.8'} onClick={copy} aria-label={strings.copy}>
                {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {children && (
        <Stack gap={4} mt={6}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
