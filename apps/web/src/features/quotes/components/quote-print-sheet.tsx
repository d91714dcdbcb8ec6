import { useTranslation } from '../../../i18n/react.ts';
import type { QuoteDetail } from '@formulab/shared/quotes/quotes.schema';
import { Wordmark } from '../../../components/wordmark.tsx';
import { shipToLines } from '../../../components/workflow/delivery.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatDay, packagingText, revisionTreatment, vatLabel } from '../format.ts';
import sheet from '../../../components/print-sheet.module.css';
import own from './print.module.css';

/** The printed sheet's classes and the quote's own (two columns, terms, total). */
const classes = { ...sheet, ...own };

/**
 * The printable quotation (A4), the same content as the PDF the server draws: the company, the
 * customer, reference and revision, terms (with the incoterm), the product (recipe revision, packaging,
 * quantity) and where it ships, the line items with the supply amount, its VAT and the total to pay (one
 * total, VAT excluded, on a quote priced before VAT was itemised) and the unit price, staff's note and
 * the fine print.
 */
export function QuotePrintSheet({
  quote,
  customer,
}: {
  quote: QuoteDetail;
  customer: { name: string; companyName: string; email: string };
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const current = quote.revisions[0] ?? null;
  const treatment = current ? revisionTreatment(quote.taxTreatment, current) : quote.taxTreatment;
  return (
    <article className={classes.sheet} aria-label={t('quotes.print.sheet')} data-testid="quote-print-sheet">
      <header className={classes.header}>
        <Wordmark size={22} />
        <div className={classes.headerRight}>
          <div>{t('footer.companyName')}</div>
          <div>{t('footer.brn')}</div>
          <div>{t('footer.address')}</div>
          <div>{t('footer.contact')}</div>
        </div>
      </header>

      <h1 className={classes.title}>{t('quotes.print.title')}</h1>
      <p className={classes.muted}>
        {quote.ref}
        {current ? ` · ${t('quotes.history.revision', { n: current.number })}` : ''} ·{' '}
        {t('quotes.print.issued', { date: formatDate(current?.createdAt ?? quote.createdAt) })} ·{' '}
        {t(`workflow.states.quote.${quote.state}`)}
      </p>

      <div className={classes.two} style={{ marginTop: '6mm' }}>
        <section>
          <div className={classes.kicker}>{t('quotes.print.to')}</div>
          <p style={{ margin: '1mm 0 0', fontWeight: 700 }}>{customer.companyName || customer.name}</p>
          {customer.companyName && <p className={classes.muted}>{customer.name}</p>}
          <p className={classes.muted}>{customer.email}</p>
        </section>
        <section>
          <div className={classes.kicker}>{t('quotes.print.terms')}</div>
          <dl className={classes.terms} style={{ marginTop: '1mm' }}>
            <dt>{t('quotes.detail.wishedDate')}</dt>
            <dd>{formatDay(quote.wishedDate, lang)}</dd>
            <dt>{t('quotes.figures.leadTime')}</dt>
            <dd>{current ? t('quotes.days', { count: current.leadTimeDays }) : '–'}</dd>
            <dt>{t('quotes.figures.validUntil')}</dt>
            <dd>{current ? formatDay(current.validUntil, lang) : '–'}</dd>
            <dt>{t('workflow.delivery.incoterm')}</dt>
            <dd>{quote.incoterm ? t(`workflow.delivery.incoterms.${quote.incoterm}`) : t('workflow.delivery.noIncoterm')}</dd>
          </dl>
        </section>
      </div>

      <h2 className={classes.h2}>{t('quotes.print.product')}</h2>
      <dl className={classes.facts}>
        <div className={classes.wide}>
          <dt>{t('quotes.detail.recipe')}</dt>
          <dd>
            {quote.recipeName} ({t('quotes.detail.revisionOf', { n: quote.recipeRevision })})
          </dd>
        </div>
        <div className={classes.wide}>
          <dt>{t('quotes.detail.packaging')}</dt>
          <dd>{packagingText(quote.packaging, lang, t)}</dd>
        </div>
        <div>
          <dt>{t('quotes.detail.quantity')}</dt>
          <dd>{t('quotes.units', { count: quote.quantity, n: formatNumber(quote.quantity) })}</dd>
        </div>
        {quote.recipe.fillMl ? (
          <div>
            <dt>{t('quotes.print.fill')}</dt>
            <dd>{formatNumber(quote.recipe.fillMl)} ml</dd>
          </div>
        ) : null}
        <div className={classes.wide}>
          <dt>{t('workflow.delivery.shipTo')}</dt>
          <dd>
            {quote.shipTo
              ? [quote.shipTo.label, ...shipToLines(quote.shipTo, lang)]
                  .filter(Boolean)
                  .map((line) => <div key={line}>{line}</div>)
              : t('workflow.delivery.notRecorded')}
          </dd>
        </div>
      </dl>

      <h2 className={classes.h2}>{t('quotes.print.lines')}</h2>
      {current ? (
        <table className={classes.table}>
          <thead>
            <tr>
              <th className={classes.num}>#</th>
              <th>{t('quotes.lines.kind')}</th>
              <th>{t('quotes.lines.item')}</th>
              <th className={classes.right}>{t('quotes.lines.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {current.lines.map((l, i) => (
              <tr key={i}>
                <td className={classes.num}>{i + 1}</td>
                <td>{t(`quotes.kinds.${l.kind}`)}</td>
                <td>{l.label}</td>
                <td className={classes.right}>{formatMoney(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {treatment && (
              <>
                <tr>
                  <td colSpan={3} className={classes.right}>
                    {t('workflow.amounts.supply')}
                  </td>
                  <td className={classes.right} data-testid="quote-supply">
                    {formatMoney(current.total)}
                  </td>
                </tr>
                <tr>
                  <td colSpan={3} className={classes.right}>
                    {vatLabel(treatment, t)}
                  </td>
                  <td className={classes.right} data-testid="quote-vat">
                    {formatMoney(current.vat)}
                  </td>
                </tr>
              </>
            )}
            <tr>
              <th colSpan={3} className={classes.right}>
                {t(treatment ? 'workflow.amounts.amountDue' : 'quotes.lines.total')}
              </th>
              <td className={`${classes.right} ${classes.total}`} data-testid="quote-total">
                <strong>{formatMoney(treatment ? current.amountDue : current.total)}</strong>
              </td>
            </tr>
            <tr>
              <td colSpan={3} className={classes.right}>
                {t(treatment ? 'quotes.figures.unitPriceNet' : 'quotes.figures.unitPrice')} (
                {t('quotes.units', { count: quote.quantity, n: formatNumber(quote.quantity) })})
              </td>
              <td className={classes.right}>
                <strong>{formatMoney(current.unitPrice)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className={classes.muted}>{t('quotes.print.notQuoted')}</p>
      )}
      {current?.note && (
        <>
          <h2 className={classes.h2}>{t('quotes.print.note')}</h2>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{current.note}</p>
        </>
      )}

      <footer className={classes.footer}>
        <div>{t(treatment ? `quotes.figures.vatNote.${treatment}` : 'quotes.figures.vat')}</div>
        <div>
          {quote.overdue || quote.state === 'expired' ? t('quotes.print.expired') : current ? t('quotes.print.validity') : null}
        </div>
      </footer>
    </article>
  );
}
