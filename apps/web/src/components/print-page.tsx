import { Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from './list-states.tsx';

/**
 * Printing hides the site around the sheet (a sheet's own `<footer>`, the quotation's, stays). Added
 * while a print page is shown and removed after, so no other page prints differently.
 */
const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm; }
body { background: white !important; }
footer, [data-print-hide], .mantine-Notifications-root { display: none !important; }
[data-app-main] { padding: 0 !important; min-height: 0 !important; }
[data-app-main] > div > .mantine-Container-root { max-width: none !important; padding: 0 !important; min-height: 0 !important; }
article footer { display: block !important; }
`;

/** The print stylesheet, while the calling screen is shown (whatever it shows: the sheet, an error). */
export function usePrintStyles() {
  useEffect(() => {
    const style = document.createElement('style');
    style.media = 'print';
    style.textContent = PRINT_CSS;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}

/**
 * An A4 sheet's page (a recipe, a quotation): a toolbar the paper leaves out — back to the record,
 * `actions` (a PDF download) and Print — over `sheet`; while the sheet is `null` (loading) a
 * skeleton holds its place and Print is off.
 */
export function PrintPage({
  back,
  printLabel,
  actions,
  sheet,
}: {
  back: { to: string; label: string };
  printLabel: string;
  actions?: ReactNode;
  sheet: ReactNode | null;
}) {
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" data-print-hide gap="sm">
        <Anchor component={Link} to={back.to} fz="sm" c="brand.8">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {back.label}
          </Group>
        </Anchor>
        <Group gap="xs">
          {actions}
          <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()} disabled={!sheet}>
            {printLabel}
          </Button>
        </Group>
      </Group>
      {sheet ?? <Skeleton h={900} maw={800} mx="auto" w="100%" radius="sm" />}
    </Stack>
  );
}

/** The sheet could not be loaded: the error and a retry, where the sheet would be. */
export function PrintLoadError(props: ComponentProps<typeof LoadErrorAlert>) {
  return (
    <Stack maw={800} mx="auto" py="md">
      <LoadErrorAlert {...props} />
    </Stack>
  );
}
