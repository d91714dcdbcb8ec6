import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The admin lists' "Export CSV": a plain link to the list's `.csv` endpoint with the screen's current
 * filters, downloaded by the browser (the session cookie goes with it; nothing is held in memory).
 */
export function CsvDownloadButton({ href, disabled, children }: { href: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Button
      component="a"
      // a disabled link has no address: neither a click nor the keyboard can follow it
      href={disabled ? undefined : href}
      aria-disabled={disabled || undefined}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
