import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { useParams } from 'react-router';
import { NotFoundPanel } from '../../components/list-states.tsx';
import { PrintLoadError, PrintPage, usePrintStyles } from '../../components/print-page.tsx';
import { quotePdfUrl, ownQuotes } from '../../features/quotes/api.ts';
import { QuotePrintSheet } from '../../features/quotes/components/quote-print-sheet.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { useMe } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isUuid } from '../../lib/not-found.ts';

/** /quotes/:id/print — the quotation as a printable A4 page, with Print and Download PDF. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const quote = useQuery({ ...ownQuotes.query(id), enabled: valid, retry: false });
  const me = useMe();
  useDocumentTitle(quote.data ? `${quote.data.ref} — ${t('quotes.print.title')}` : t('quotes.print.title'));
  usePrintStyles();
  if (!valid || (quote.isError && quote.error instanceof ApiError && [400, 404].includes(quote.error.status))) {
    return (
      <NotFoundPanel title={t('quotes.detail.notFound.title')} body={t('quotes.detail.notFound.body')} illustrationSize={120} />
    );
  }
  if (quote.isError)
    return (
      <PrintLoadError
        title={t('quotes.detail.loadError')}
        message={t(errorKey(quote.error))}
        retryLabel={t('quotes.list.retry')}
        onRetry={() => void quote.refetch()}
      />
    );
  return (
    <PrintPage
      back={{ to: `/quotes?id=${id}`, label: t('quotes.print.back') }}
      printLabel={t('quotes.print.print')}
      actions={
        <Button
          component="a"
          href={quotePdfUrl(id, i18n.resolvedLanguage)}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          {t('quotes.detail.pdf')}
        </Button>
      }
      sheet={
        quote.data && me.data ? (
          <QuotePrintSheet
            quote={quote.data}
            customer={{ name: me.data.name, companyName: me.data.companyName, email: me.data.email }}
          />
        ) : null
      }
    />
  );
}
