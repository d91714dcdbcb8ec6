import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconLink, type Icon } from '@tabler/icons-react';
import { useServedDrawer } from './served-drawer.ts';

/**
 * A small button that copies `value` (a page's link, by default with a link icon) and says so for
 * 2.5 s: its label turns to `copiedLabel` and its icon to a check, announced politely. A value that
 * starts with `/` is a path of this site, copied as its full address: the page's origin is the
 * browser's, which a page drawn on the server does not have (and the value is never in the markup).
 * In the server's drawing of an opened record, which no script brings to life, it is drawn disabled.
 */
export function CopyTextButton({
  value,
  label,
  copiedLabel,
  icon: IconOf = IconLink,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  icon?: Icon;
}) {
  const served = useServedDrawer();
  const text = value.startsWith('/') && typeof window !== 'undefined' ? new URL(value, window.location.origin).href : value;
  return (
    <CopyButton value={text} timeout={2500}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="compact-sm"
          onClick={copy}
          disabled={served}
          leftSection={copied ? <IconCheck size={15} aria-hidden="true" /> : <IconOf size={15} aria-hidden="true" />}
          aria-live="polite"
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
