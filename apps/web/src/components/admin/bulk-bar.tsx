import { Button, Group, Paper, Progress, Text, type ButtonProps } from '@mantine/core';
import { IconX, type Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';

import { notifyApiError } from '../notify.ts';

/** A bulk job under way: what it does ("Hiding"), how many rows are done, of how many. */
export type BulkProgress = { label: string; done: number; total: number };

type Props = {
  /** how many rows are selected; the bar is hidden while none are and no job runs */
  count: number;
  /** the region's accessible name ("Actions on the selected rows") */
  label: string;
  /** the count in words ("3 selected") */
  countText: string;
  clearLabel: string;
  onClear: () => void;
  /** a job in progress replaces the actions with its progress */
  progress?: BulkProgress | null;
  /** while an action runs (not reported as progress) clearing is not offered */
  busy?: boolean;
  /** the actions on the selected rows (small buttons, menus) */
  children: ReactNode;
};

/** The bar over a table with rows selected: how many, what can be done to them, clear the selection. */
export function BulkBar({ count, label, countText, clearLabel, onClear, progress, busy = false, children }: Props) {
  if (!count && !progress) return null;
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="brand.0" role="region" aria-label={label}>
      {progress ? (
        <Group gap="sm" wrap="nowrap" mih={30}>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {progress.label} {progress.done}/{progress.total}
          </Text>
          <Progress
            value={progress.total ? (progress.done / progress.total) * 100 : 100}
            style={{ flex: 1 }}
            animated
            aria-label={progress.label}
          />
        </Group>
      ) : (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600}>
            {countText}
          </Text>
          <Group gap="xs" wrap="wrap">
            {children}
            <Button
              size="xs"
              variant="subtle"
              color="dark"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={onClear}
              disabled={busy}
            >
              {clearLabel}
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}

/** One action of a BulkBar: a small button with its icon (a menu's target too: props pass through). */
export function BulkButton({
  icon: IconOf,
  children,
  ...props
}: { icon: Icon; children: ReactNode; onClick?: () => void } & ButtonProps) {
  return (
    <Button size="xs" variant="default" leftSection={<IconOf size={14} aria-hidden="true" />} {...props}>
      {children}
    </Button>
  );
}

/**
 * One bulk action at a time: `busy` says which one runs (its button shows a loader, the others wait),
 * and a failure is shown as a notification with the translated reason.
 */
export function useBulkAction<K extends string>() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (kind: K, task: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await task();
    } catch (err) {
      notifyApiError(err, t);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** Runs `task` over `items`, a few at a time, reporting progress; returns the items that failed. */
export async function runWithProgress<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  onProgress: (done: number) => void,
  concurrency = 4,
): Promise<{ failed: T[] }> {
  const failed: T[] = [];
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch {
        failed.push(item);
      }
      onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { failed };
}
