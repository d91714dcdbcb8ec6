import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import {
  addDays,
  businessToday,
  quoteDetailSchema,
  quoteMinimumSchema,
  quotePageSchema,
} from '@formulab/shared/quotes/quotes.schema';
import { meSchema } from '@formulab/shared/auth/auth.schema';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { addressListSchema, addressSchema } from '@formulab/shared/shop/addresses.schema';
import en from '../../i18n/en.json';
import { ADDRESS_ID, FOREIGN_ADDRESS_ID, accountMe, address, addressList, foreignAddress } from '../../test/fixtures/account.ts';
import {
  QUOTE_ID,
  exportQuoteDetail,
  legacyQuoteDetail,
  quoteDetail,
  quotePage,
  quoteSummary,
  saigonShipTo,
} from '../../test/fixtures/quotes.ts';
import {
  PACKAGING_ID,
  RECIPE_ID,
  packagingChoice,
  packagingChoices,
  recipeChoice,
  recipeChoices,
} from '../../test/fixtures/samples.ts';
import {
  itAsksForOneState,
  itLoadsAgainAfterAnError,
  itOpensACard,
  itSaysTheRecordIsNotFound,
  itSaysWhenEmpty,
  itShowsTheRecordLoading,
  customerList,
  openTheRecord,
  type Answer,
} from '../../test/list-cases.tsx';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { exactly, field, fillAddress } from '../../test/fields.ts';
import { HEAD_OFFICE } from '../../test/fixtures/addresses.ts';
import { Component } from './quotes.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/quotes' });
const qf = en.quotes.form;
const d = en.workflow.delivery;
/** a field's name: its label, then the required mark when it has one */
const WISHED = addDays(businessToday(), 60);

/**
 * The request form with one usable recipe (chosen by the link), the jar, its minimum (1,000 units) and
 * my address book, signed in as `me` (by default with a business registration number on file); returns
 * the calls for the book.
 */
function requestForm(book = [address()], me = accountMe()) {
  signedInAs(me);
  answer.get('/api/recipes', recipePageSchema, recipeChoices([recipeChoice()]));
  answer.get('/api/sub-materials', subMaterialPageSchema, packagingChoices([packagingChoice()]));
  answer.get('/api/quotes/minimum', quoteMinimumSchema, {
    minQuantity: 1000,
    packagingMoq: 1000,
    fillMl: 50,
    fillSource: 'packaging',
    fillKnown: true,
    rawMaterials: [],
  });
  return answer.get('/api/me/addresses', addressListSchema, addressList(book));
}

/** The product part of the request: the jar, 5,000 units, a date two months ahead. */
async function describeProduct(user: ReturnType<typeof open>['user']) {
  await waitFor(() => expect(field(qf.recipe)).toHaveValue('Centella calming cream'));
  await user.click(field(qf.packaging));
  await user.click(await screen.findByRole('option', { name: /50 mL glass cream jar/ }));
  await user.click(field(qf.quantity));
  await user.paste('5000');
  fireEvent.change(screen.getByLabelText(exactly(qf.wishedDate)), { target: { value: WISHED } });
}

/** The delivery card of the form. */
const delivery = async () => (await screen.findByText(d.title, { selector: 'h2' })).closest('section')!;

const list = customerList({
  open,
  url: '/quotes',
  list: '/api/quotes',
  schema: quotePageSchema,
  page: quotePage([quoteSummary()], { quoted: 1 }),
  row: 'Q-000042',
});
/** The quote `detail` opened from the URL. */
const openQuote = (detail: Answer<typeof quoteDetailSchema>) =>
  openTheRecord(list, { id: QUOTE_ID, schema: quoteDetailSchema, detail });

/** A quote still waiting for staff's answer. */
const requested = quoteSummary({ id: crypto.randomUUID(), ref: 'Q-000043', state: 'requested', unitPrice: null, total: null });

describe('/quotes — my quotes', () => {
  itOpensACard('lists my quotes with their state, price and validity, each opening its detail', list, {
    page: quotePage([quoteSummary()], { quoted: 1 }),
    card: en.quotes.card.open.replace('{{ref}}', 'Q-000042').replace('{{recipe}}', 'Rose toner'),
    shows: (card) => {
      // what is paid (the supply amount and its 10 % VAT), and the unit price without the tax
      expect(card).toHaveTextContent(
        `₩17,600,000 (${en.quotes.vatShort.standard} · ${en.quotes.perUnitNet.replace('{{price}}', '₩3,200')})`,
      );
      expect(card).toHaveTextContent('Valid until');
    },
    to: `/quotes?id=${QUOTE_ID}`,
  });

  itAsksForOneState('asks the server for one state when a tab is picked', list, {
    answers: ({ query }) =>
      quotePage(query.get('state') === 'requested' ? [requested] : [quoteSummary(), requested], { quoted: 1, requested: 1 }),
    tab: en.workflow.states.quote.requested,
    state: 'requested',
    gone: 'Q-000042',
    shown: 'Q-000043',
    also: () => expect(screen.getByText(en.quotes.card.awaiting)).toBeVisible(),
  });

  itSaysWhenEmpty('points a customer without quotes to the request form', list, {
    page: quotePage([]),
    texts: [en.quotes.list.empty.title],
    link: { name: en.quotes.list.empty.action, href: '/quotes?new=1' },
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', list, {
    error: en.quotes.list.loadError,
    retry: en.quotes.list.retry,
  });

  it('shows one quote and accepts it with the version the screen saw', async () => {
    const sent = answer.post('/api/quotes/:id/transitions', quoteDetailSchema, () =>
      quoteDetail({ state: 'accepted', version: 3, actions: [] }),
    );
    const { user } = openQuote(quoteDetail());
    expect(await screen.findByRole('heading', { name: /Q-000042/ })).toBeVisible();
    expect(screen.getByText('Price holds for the quantity asked.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: en.workflow.actions.quote.accept }));
    const dialog = await screen.findByRole('dialog');
    // the confirmation names what is paid: the supply amount and its VAT
    expect(dialog).toHaveTextContent(en.workflow.confirm.quote.accept.replace('{{amount}}', '₩17,600,000'));
    await user.click(within(dialog).getByRole('button', { name: en.workflow.actions.quote.accept }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(en.workflow.states.quote.accepted, { selector: 'span' })).toBeVisible();
    expect(sent.last?.params.id).toBe(QUOTE_ID);
    expect(sent.last?.body).toMatchObject({ action: 'accept', version: 2 });
  });

  it('shows the supply amount, its 10 % VAT and the total to pay of a quote delivered in Korea', async () => {
    openQuote(quoteDetail());
    const answerCard = (await screen.findByRole('heading', { name: en.quotes.detail.answer })).closest('section')!;
    const row = (testId: string) => within(answerCard).getByTestId(testId).closest('tr')!;
    expect(row('quote-supply')).toHaveTextContent(`${en.workflow.amounts.supply}₩16,000,000`);
    expect(row('quote-vat')).toHaveTextContent(`${en.workflow.amounts.vat.replace('{{rate}}', '10')}₩1,600,000`);
    expect(row('quote-total')).toHaveTextContent(`${en.workflow.amounts.amountDue}₩17,600,000`);
    expect(within(answerCard).getByText(en.quotes.figures.unitPriceNet)).toBeVisible();
    expect(within(answerCard).getByTestId('quote-unit-price')).toHaveTextContent('₩3,200');
    expect(within(answerCard).getByText(en.quotes.figures.vatNote.standard)).toBeVisible();
    expect(within(answerCard).queryByText(en.quotes.figures.vat)).toBeNull();
    // what comes next names what is paid
    expect(screen.getByTestId('quote-next-step')).toHaveTextContent('₩17,600,000');
  });

  it('shows an export as zero-rated: no VAT on the supply amount', async () => {
    openQuote(exportQuoteDetail());
    const answerCard = (await screen.findByRole('heading', { name: en.quotes.detail.answer })).closest('section')!;
    const row = (testId: string) => within(answerCard).getByTestId(testId).closest('tr')!;
    expect(row('quote-supply')).toHaveTextContent(`${en.workflow.amounts.supply}₩16,000,000`);
    expect(row('quote-vat')).toHaveTextContent(`${en.workflow.amounts.vatZeroRated}₩0`);
    expect(row('quote-total')).toHaveTextContent(`${en.workflow.amounts.amountDue}₩16,000,000`);
    expect(within(answerCard).getByText(en.quotes.figures.vatNote.zero_rated)).toBeVisible();
  });

  it('shows a quote priced before VAT was itemised as it was: one total, VAT excluded', async () => {
    const { user } = openQuote(legacyQuoteDetail());
    const answerCard = (await screen.findByRole('heading', { name: en.quotes.detail.answer })).closest('section')!;
    expect(within(answerCard).queryByTestId('quote-supply')).toBeNull();
    expect(within(answerCard).queryByTestId('quote-vat')).toBeNull();
    expect(within(answerCard).getByTestId('quote-total').closest('tr')).toHaveTextContent(`${en.quotes.lines.total}₩16,000,000`);
    expect(within(answerCard).getByText(en.quotes.figures.unitPrice)).toBeVisible();
    expect(within(answerCard).getByText(en.quotes.figures.vat)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: en.workflow.actions.quote.accept }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      en.workflow.confirm.quote.accept.replace('{{amount}}', '₩16,000,000'),
    );
  });

  it('shows an earlier answer priced before VAT was itemised as it was, under the revision with VAT', async () => {
    const [current] = quoteDetail().revisions;
    const { user } = openQuote(
      quoteDetail({
        revision: 2,
        revisions: [
          { ...current!, number: 2 },
          { ...current!, number: 1, total: 15_000_000, unitPrice: 3000, vat: 0, amountDue: 15_000_000 },
        ],
      }),
    );
    const history = await screen.findByTestId('quote-history');
    const older = within(history).getByRole('button', { name: new RegExp(en.quotes.history.revision.replace('{{n}}', '1')) });
    expect(older).toHaveTextContent('₩15,000,000');
    await user.click(older);
    const panel = within(history).getByTestId('quote-lines');
    await waitFor(() => expect(panel).toBeVisible());
    expect(within(history).queryByTestId('quote-vat')).toBeNull();
    expect(within(history).getByTestId('quote-total').closest('tr')).toHaveTextContent(`${en.quotes.lines.total}₩15,000,000`);
  });

  itSaysTheRecordIsNotFound("answers another customer's or a deleted quote with not found", list, {
    id: QUOTE_ID,
    text: en.quotes.detail.notFound.title,
  });

  itShowsTheRecordLoading('shows a loading state while the quote is on its way', list, { id: QUOTE_ID });

  it('sends a customer without a finished recipe to make one before requesting', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, { items: [], nextCursor: null, total: 0 });
    open('/quotes?new=1');
    expect(await screen.findByText(en.quotes.form.noRecipes.title)).toBeVisible();
    expect(screen.getByRole('link', { name: en.quotes.form.noRecipes.create })).toHaveAttribute('href', '/new-recipes');
  });
});

describe('/quotes?new=1 — where a quote ships', () => {
  it('chooses my default address, delivered to it, and sends it with no incoterm', async () => {
    // the default is not the first of the book
    requestForm([foreignAddress(), address()]);
    const sent = answer.post('/api/quotes', quoteDetailSchema, quoteDetail({ state: 'requested' }), { status: 201 });
    const { user, router } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    expect(await within(card).findByRole('radio', { name: /^Head office/ })).toBeChecked();
    expect(within(card).getByRole('radio', { name: /^Saigon warehouse/ })).not.toBeChecked();
    // an address abroad names its country
    expect(within(card).getByText('12 Nguyen Hue, District 1, Ho Chi Minh City, 700000')).toBeVisible();
    expect(within(card).getByText('Vietnam')).toBeVisible();
    const incoterm = within(card).getByRole('textbox', { name: exactly(d.incoterm) });
    expect(incoterm).toHaveValue(d.noIncoterm);
    expect(within(card).getByText(qf.incotermDomestic)).toBeVisible();
    expect(within(card).getByRole('link', { name: qf.manageAddresses })).toHaveAttribute('href', '/account-settings#addresses');

    await describeProduct(user);
    // my account has a business registration number: nothing to say about it
    expect(within(card).queryByTestId('quote-brn-missing')).toBeNull();
    await user.click(screen.getByRole('button', { name: qf.submit }));
    await waitFor(() => expect(urlOf(router)).toBe(`/quotes?id=${QUOTE_ID}`));
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({
      recipeId: RECIPE_ID,
      packagingId: PACKAGING_ID,
      quantity: 5000,
      wishedDate: WISHED,
      shipToAddressId: ADDRESS_ID,
      incoterm: null,
      note: '',
    });
  });

  it('asks for an incoterm for an address abroad, as the server does, and sends the rule chosen', async () => {
    requestForm([address(), foreignAddress()]);
    const sent = answer.post('/api/quotes', quoteDetailSchema, quoteDetail({ state: 'requested' }), { status: 201 });
    const { user, router } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    await user.click(await within(card).findByRole('radio', { name: /^Saigon warehouse/ }));
    const incoterm = within(card).getByRole('textbox', { name: exactly(d.incoterm) });
    // abroad there is no "delivered to the address" without a rule
    expect(incoterm).toHaveValue('');
    expect(within(card).getByText(qf.incotermAbroad)).toBeVisible();
    await describeProduct(user);
    await user.click(screen.getByRole('button', { name: qf.submit }));
    expect(await within(card).findByText(en.workflow.errors.incotermRequired)).toBeVisible();
    expect(incoterm).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.click(incoterm);
    expect(screen.queryByRole('option', { name: d.noIncoterm })).toBeNull();
    await user.click(screen.getByRole('option', { name: d.incoterms.FOB }));
    expect(incoterm).toHaveValue(d.incoterms.FOB);
    expect(within(card).getByText(d.incotermHelp.FOB)).toBeVisible();
    expect(within(card).queryByText(en.workflow.errors.incotermRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: qf.submit }));
    await waitFor(() => expect(urlOf(router)).toBe(`/quotes?id=${QUOTE_ID}`));
    expect(sent.last?.body).toMatchObject({ shipToAddressId: FOREIGN_ADDRESS_ID, incoterm: 'FOB' });
  });

  it("puts the server's refusal of the address on the ship-to and loads the book again", async () => {
    const book = requestForm();
    // the address was deleted in another tab
    const sent = refuse('post', '/api/quotes', 404, 'NOT_FOUND', { shipToAddressId: 'errors.invalidValue' });
    const { user, router } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    await within(card).findByRole('radio', { name: /^Head office/ });
    await describeProduct(user);
    await user.click(screen.getByRole('button', { name: qf.submit }));
    await within(card).findByText(en.errors.invalidValue);
    // on the ship-to (the radio group's wrapper holds its label, the choices and the error)
    const choices = within(card).getByRole('radiogroup', { name: exactly(d.shipTo) }).parentElement!;
    expect(within(choices).getByText(en.errors.invalidValue)).toBeVisible();
    await waitFor(() => expect(book).toHaveLength(2));
    expect(sent.last?.body).toMatchObject({ shipToAddressId: ADDRESS_ID });
    expect(urlOf(router)).toBe(`/quotes?new=1&recipe=${RECIPE_ID}`);
  });

  it('says the book is empty and adds an address there, without leaving or sending the request', async () => {
    requestForm([]);
    const sent = answer.post('/api/quotes', quoteDetailSchema, quoteDetail({ state: 'requested' }), { status: 201 });
    const saved = answer.post(
      '/api/me/addresses',
      addressSchema,
      ({ body }) => ({ ...address(), ...(body as object), id: ADDRESS_ID, version: 1 }),
      { status: 201 },
    );
    const { user, router } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    expect(await within(card).findByText(qf.noAddresses)).toBeVisible();
    answer.get('/api/me/addresses', addressListSchema, addressList([address({ label: 'Plant gate' })]));
    await user.click(within(card).getByRole('button', { name: en.shop.book.add }));
    const dialog = await screen.findByRole('dialog', { name: en.shop.book.addTitle });
    await fillAddress(user, dialog, { ...HEAD_OFFICE, label: 'Plant gate' });
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.shop.book.addTitle })).toBeNull());
    expect(saved.last?.body).toEqual({
      ...HEAD_OFFICE,
      label: 'Plant gate',
      detail: '',
      // the first address of the book is its default
      isDefault: true,
    });
    expect(await within(card).findByRole('radio', { name: /^Plant gate/ })).toBeChecked();
    expect(sent).toHaveLength(0);
    expect(urlOf(router)).toBe(`/quotes?new=1&recipe=${RECIPE_ID}`);
  });
});

describe('/quotes?new=1 — the business registration number of a sale in Korea', () => {
  const noBrn = accountMe({ businessRegistrationNumber: null });
  const alertOf = (card: HTMLElement) => within(card).queryByTestId('quote-brn-missing');

  it('says at the ship-to that a delivery in Korea needs it, links to where it is added and refuses to send', async () => {
    requestForm([address()], noBrn);
    const sent = answer.post('/api/quotes', quoteDetailSchema, quoteDetail({ state: 'requested' }), { status: 201 });
    const { user, router } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    await within(card).findByRole('radio', { name: /^Head office/ });
    const alert = await within(card).findByTestId('quote-brn-missing');
    expect(alert).toHaveTextContent(qf.brnMissing.title);
    expect(alert).toHaveTextContent(qf.brnMissing.body);
    expect(within(alert).getByRole('link', { name: qf.brnMissing.link })).toHaveAttribute('href', '/account-settings#company');
    await describeProduct(user);
    await user.click(screen.getByRole('button', { name: qf.submit }));
    const choices = within(card).getByRole('radiogroup', { name: exactly(d.shipTo) }).parentElement!;
    expect(await within(choices).findByText(en.workflow.errors.brnRequired)).toBeVisible();
    expect(sent).toHaveLength(0);
    expect(urlOf(router)).toBe(`/quotes?new=1&recipe=${RECIPE_ID}`);
  });

  it('needs none for an address abroad: the alert and the complaint go, and the request is sent', async () => {
    requestForm([address(), foreignAddress()], noBrn);
    const sent = answer.post('/api/quotes', quoteDetailSchema, quoteDetail({ state: 'requested' }), { status: 201 });
    const { user, router } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    await within(card).findByTestId('quote-brn-missing');
    await describeProduct(user);
    await user.click(screen.getByRole('button', { name: qf.submit }));
    expect(await within(card).findByText(en.workflow.errors.brnRequired)).toBeVisible();

    await user.click(within(card).getByRole('radio', { name: /^Saigon warehouse/ }));
    await waitFor(() => expect(alertOf(card)).toBeNull());
    expect(within(card).queryByText(en.workflow.errors.brnRequired)).toBeNull();
    await user.click(within(card).getByRole('textbox', { name: exactly(d.incoterm) }));
    await user.click(screen.getByRole('option', { name: d.incoterms.FOB }));
    await user.click(screen.getByRole('button', { name: qf.submit }));
    await waitFor(() => expect(urlOf(router)).toBe(`/quotes?id=${QUOTE_ID}`));
    expect(sent.last?.body).toMatchObject({ shipToAddressId: FOREIGN_ADDRESS_ID, incoterm: 'FOB' });
  });

  it("puts the server's refusal on the ship-to and loads my account again, which then shows the alert", async () => {
    // the number was removed in another tab: this screen still knows it
    requestForm([address()]);
    const account = answer.get('/api/me', meSchema, accountMe());
    const sent = refuse('post', '/api/quotes', 400, 'VALIDATION', { shipToAddressId: 'workflow.errors.brnRequired' });
    const { user } = open(`/quotes?new=1&recipe=${RECIPE_ID}`);
    const card = await delivery();
    await within(card).findByRole('radio', { name: /^Head office/ });
    await waitFor(() => expect(account).toHaveLength(1));
    await describeProduct(user);
    expect(alertOf(card)).toBeNull();
    answer.get('/api/me', meSchema, noBrn);
    await user.click(screen.getByRole('button', { name: qf.submit }));
    const choices = within(card).getByRole('radiogroup', { name: exactly(d.shipTo) }).parentElement!;
    expect(await within(choices).findByText(en.workflow.errors.brnRequired)).toBeVisible();
    expect(await within(card).findByTestId('quote-brn-missing')).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});

describe('/quotes?id= — where a quote ships', () => {
  it('shows the address abroad and the incoterm of the request', async () => {
    openQuote(quoteDetail({ shipTo: saigonShipTo(), incoterm: 'FOB' }));
    const facts = await screen.findByTestId('delivery-facts');
    expect(within(facts).getByText('Saigon warehouse')).toBeVisible();
    expect(within(facts).getByText('Nguyen Van An · +84 28 3822 1234')).toBeVisible();
    expect(within(facts).getByText('12 Nguyen Hue, District 1, Ho Chi Minh City, 700000')).toBeVisible();
    expect(within(facts).getByText('Vietnam')).toBeVisible();
    expect(within(facts).getByText(d.incoterms.FOB)).toBeVisible();
    expect(within(facts).getByText(d.incotermHelp.FOB)).toBeVisible();
  });

  it('says a quote requested before addresses were asked has none', async () => {
    openQuote(quoteDetail({ shipTo: null, incoterm: null }));
    expect(await screen.findByText(d.notRecorded)).toBeVisible();
    expect(screen.queryByTestId('delivery-facts')).toBeNull();
  });
});
