import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteDetailSchema } from '@formulab/shared/quotes/quotes.schema';
import en from '../../i18n/en.json';
import { QUOTE_ID, exportQuoteDetail, legacyQuoteDetail, quoteDetail, saigonShipTo } from '../../test/fixtures/quotes.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './quote-print.tsx';

/**
 * The toolbar above the sheet (back link, PDF, Print). the test DOM applies the screen's print stylesheet
 * whatever its `media="print"` says, so the toolbar, hidden on paper, counts as hidden here.
 */
const toolbar = { hidden: true } as const;

const open = (id = QUOTE_ID) => renderUi(<Component />, { url: `/quotes/${id}/print`, path: '/quotes/:id/print' });

afterEach(() => vi.restoreAllMocks());

describe('/quotes/:id/print — the printable quotation', () => {
  it('prints the quotation for me: terms, product, line items, total and unit price', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes/:id', quoteDetailSchema, quoteDetail());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open();
    const sheet = await screen.findByRole('article', { name: en.quotes.print.sheet });
    expect(within(sheet).getByRole('heading', { level: 1, name: en.quotes.print.title })).toBeVisible();
    expect(document.title).toBe(`Q-000042 — ${en.quotes.print.title} · Formulab`);
    expect(
      within(sheet).getByText(
        new RegExp(
          `^Q-000042 · ${en.quotes.history.revision.replace('{{n}}', '1')} · ${en.quotes.print.issued.replace('{{date}}', '')}`,
        ),
      ),
    ).toHaveTextContent(en.workflow.states.quote.quoted);
    // addressed to the signed-in customer's company
    expect(within(sheet).getByText('Glow Lab')).toBeVisible();
    expect(within(sheet).getByText('customer@example.com')).toBeVisible();
    expect(within(sheet).getByText(`Rose toner (${en.quotes.detail.revisionOf.replace('{{n}}', '3')})`)).toBeVisible();
    expect(within(sheet).getByRole('row', { name: /Bulk/ })).toHaveTextContent(`${en.quotes.kinds.formulation}Bulk₩16,000,000`);
    // delivered in Korea: the supply amount, 10 % VAT and the total to pay
    const row = (label: string) => within(sheet).getByRole('row', { name: new RegExp(`^${label.replace(/[().]/g, '\\$&')}`) });
    expect(row(en.workflow.amounts.supply)).toHaveTextContent('₩16,000,000');
    expect(row(en.workflow.amounts.vat.replace('{{rate}}', '10'))).toHaveTextContent('₩1,600,000');
    expect(row(en.workflow.amounts.amountDue)).toHaveTextContent('₩17,600,000');
    expect(within(sheet).getByTestId('quote-total')).toHaveTextContent('₩17,600,000');
    expect(row(en.quotes.figures.unitPriceNet)).toHaveTextContent(`(${en.quotes.units_other.replace('{{n}}', '5,000')})₩3,200`);
    expect(within(sheet).getByText(en.quotes.figures.vatNote.standard)).toBeVisible();
    expect(within(sheet).getByText('Price holds for the quantity asked.')).toBeVisible();
    expect(within(sheet).getByText(en.quotes.print.validity)).toBeVisible();
    expect(screen.getByRole('link', { name: en.quotes.detail.pdf, ...toolbar })).toHaveAttribute(
      'href',
      `/api/quotes/${QUOTE_ID}/pdf?lang=en`,
    );
    expect(screen.getByRole('link', { name: en.quotes.print.back, ...toolbar })).toHaveAttribute(
      'href',
      `/quotes?id=${QUOTE_ID}`,
    );
    await user.click(screen.getByRole('button', { name: en.quotes.print.print, ...toolbar }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints an export as zero-rated', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes/:id', quoteDetailSchema, exportQuoteDetail());
    open();
    const sheet = await screen.findByRole('article', { name: en.quotes.print.sheet });
    expect(within(sheet).getByTestId('quote-supply')).toHaveTextContent('₩16,000,000');
    expect(within(sheet).getByTestId('quote-vat').closest('tr')).toHaveTextContent(`${en.workflow.amounts.vatZeroRated}₩0`);
    expect(within(sheet).getByTestId('quote-total').closest('tr')).toHaveTextContent(
      `${en.workflow.amounts.amountDue}₩16,000,000`,
    );
    expect(within(sheet).getByText(en.quotes.figures.vatNote.zero_rated)).toBeVisible();
  });

  it('prints a quote priced before VAT was itemised as it was: one total, VAT excluded', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes/:id', quoteDetailSchema, legacyQuoteDetail());
    open();
    const sheet = await screen.findByRole('article', { name: en.quotes.print.sheet });
    expect(within(sheet).getByRole('row', { name: new RegExp(`^${en.quotes.lines.total}`) })).toHaveTextContent('₩16,000,000');
    expect(within(sheet).queryByTestId('quote-supply')).toBeNull();
    expect(within(sheet).queryByTestId('quote-vat')).toBeNull();
    expect(within(sheet).getByRole('row', { name: new RegExp(`^${en.quotes.figures.unitPrice} `) })).toHaveTextContent('₩3,200');
    expect(within(sheet).getByText(en.quotes.figures.vat)).toBeVisible();
  });

  it('says a quote staff have not priced yet has no line items', async () => {
    signedInAs(customerMe);
    answer.get(
      '/api/quotes/:id',
      quoteDetailSchema,
      quoteDetail({ state: 'requested', unitPrice: null, total: null, leadTimeDays: null, validUntil: null, revisions: [] }),
    );
    open();
    const sheet = await screen.findByRole('article', { name: en.quotes.print.sheet });
    expect(within(sheet).getByText(en.quotes.print.notQuoted)).toBeVisible();
    expect(within(sheet).queryByRole('table')).toBeNull();
    expect(within(sheet).queryByText(en.quotes.print.validity)).toBeNull();
  });

  it('prints where the goods go and on which incoterm', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes/:id', quoteDetailSchema, quoteDetail({ shipTo: saigonShipTo(), incoterm: 'CIF' }));
    open();
    const sheet = await screen.findByRole('article', { name: en.quotes.print.sheet });
    const value = (label: string) => within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;
    const d = en.workflow.delivery;
    expect(value(d.incoterm)).toHaveTextContent(d.incoterms.CIF);
    const shipTo = value(d.shipTo) as HTMLElement;
    expect(within(shipTo).getByText('Saigon warehouse')).toBeVisible();
    expect(within(shipTo).getByText('Nguyen Van An · +84 28 3822 1234')).toBeVisible();
    expect(within(shipTo).getByText('12 Nguyen Hue, District 1, Ho Chi Minh City, 700000')).toBeVisible();
    expect(within(shipTo).getByText('Vietnam')).toBeVisible();
  });

  it('prints a domestic delivery as delivered to the address', async () => {
    signedInAs(customerMe);
    answer.get('/api/quotes/:id', quoteDetailSchema, quoteDetail());
    open();
    const sheet = await screen.findByRole('article', { name: en.quotes.print.sheet });
    const value = (label: string) => within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value(en.workflow.delivery.incoterm)).toHaveTextContent(en.workflow.delivery.noIncoterm);
    expect(value(en.workflow.delivery.shipTo)).toHaveTextContent('(13487) 경기도 성남시 분당구 판교역로 235 3층 글로우랩');
  });

  it("answers another customer's or a deleted quote with not found", async () => {
    signedInAs(customerMe);
    refuse('get', '/api/quotes/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: en.quotes.detail.notFound.title })).toBeVisible();
    expect(screen.queryByRole('button', { name: en.quotes.print.print, ...toolbar })).toBeNull();
  });

  it('says a malformed address is not found without asking the server', async () => {
    signedInAs(customerMe);
    const asked = answer.get('/api/quotes/:id', quoteDetailSchema, quoteDetail());
    open('Q-000042');
    expect(await screen.findByRole('heading', { level: 1, name: en.quotes.detail.notFound.title })).toBeVisible();
    expect(asked).toHaveLength(0);
  });

  it('keeps Print off while the quote is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/quotes/:id');
    open();
    expect(screen.getByRole('button', { name: en.quotes.print.print, ...toolbar })).toBeDisabled();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says the quote could not be loaded and prints nothing', async () => {
    signedInAs(customerMe);
    const asked = refuse('get', '/api/quotes/:id', 500, 'INTERNAL');
    open();
    expect(await screen.findByText(en.quotes.detail.loadError)).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(screen.getByRole('button', { name: en.quotes.list.retry })).toBeVisible();
    expect(screen.queryByRole('button', { name: en.quotes.print.print, ...toolbar })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    // a server error is not a missing quote
    expect(screen.queryByText(en.quotes.detail.notFound.title)).toBeNull();
  });
});
