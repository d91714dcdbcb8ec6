import { Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useParams } from 'react-router';
import { EmptyResults, LoadErrorAlert } from '../../components/list-states.tsx';
import { quotePdfUrl, quoteQuery } from '../../features/quotes/api.ts';
import { QuotePrintSheet } from '../../features/quotes/components/quote-print-sheet.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { useMe } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isUuid } from '../../lib/not-found.ts';

/** Printing hides the site around the sheet; added while this screen is shown and removed after. */
const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm; }
body { background: white !important; }
footer, [data-print-hide], .mantine-Notifications-root { display: none !important; }
[data-app-main] { padding: 0 !important; min-height: 0 !important; }
[data-app-main] > div > .mantine-Container-root { max-width: none !important; padding: 0 !important; min-height: 0 !important; }
article footer { display: block !important; }
`;

/** /quotes/:id/print — the quotation as a printable A4 page, with Print and Download PDF. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const quote = useQuery({ ...quoteQuery(id), enabled: valid, retry: false });
  const me = useMe();
  useDocumentTitle(quote.data ? `${quote.data.ref} — ${t('quotes.print.title')}` : t('quotes.print.title'));
  useEffect(() => {
    const style = document.createElement('style');
    style.media = 'print';
    style.textContent = PRINT_CSS;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
  if (!valid || (quote.isError && quote.error instanceof ApiError && [400, 404].includes(quote.error.status))) {
    return <EmptyResults title={t('quotes.detail.notFound.title')} body={t('quotes.detail.notFound.body')} bodyMaw={440} />;
  }
  if (quote.isError)
    return (
      <Stack maw={800} mx="auto" py="md">
        <LoadErrorAlert
          title={t('quotes.detail.loadError')}
          message={t(errorKey(quote.error))}
          retryLabel={t('quotes.list.retry')}
          onRetry={() => void quote.refetch()}
        />
      </Stack>
    );
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" data-print-hide gap="sm">
        <Anchor component={Link} to={`/quotes?id=${id}`} fz="sm" c="brand.8">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('quotes.print.back')}
          </Group>
        </Anchor>
        <Group gap="xs">
          <Button
            component="a"
            href={quotePdfUrl(id, i18n.resolvedLanguage)}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            {t('quotes.detail.pdf')}
          </Button>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={!quote.data}
          >
            {t('quotes.print.print')}
          </Button>
        </Group>
      </Group>
      {quote.data && me.data ? (
        <QuotePrintSheet
          quote={quote.data}
          customer={{ name: me.data.name, companyName: me.data.companyName, email: me.data.email }}
        />
      ) : (
        <Skeleton h={900} maw={800} mx="auto" w="100%" radius="sm" />
      )}
    </Stack>
  );
}
