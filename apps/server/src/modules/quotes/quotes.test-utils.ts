/** Helpers for the quote and order API tests: a catalogue with known MOQs, a usable recipe, a quote in any state. */
import { expect } from 'vitest';
import { addDays, businessToday } from '@formulab/shared/quotes/quotes.schema';
import { startTestApp, type Caller, type InvalidBody, type TestApp, type RequestBody } from '../../test/harness.ts';
import { createSubMaterial } from '../../test/catalogue-fixtures.ts';
import { creamBody, createRecipe, makeCatalogue, type Catalogue } from '../recipes/recipes.test-utils.ts';

export type QuoteWorld = {
  admin: Caller & { id: string };
  catalogue: Catalogue;
  /** 100 ml bottle, MOQ 1,000 units */
  bottle: string;
  /** a bottle without a capacity, MOQ 500 units */
  looseBottle: string;
};

/**
 * The recipe tests' catalogue (every ingredient's MOQ 1 kg) and two bottles. The cream of
 * `creamBody` in the 100 ml bottle: the minimum is the bottle's MOQ, 1,000 units. 100 g a unit, its
 * smallest line (0.5 %) needs 0.5 g a unit, so its 1 kg raw-material minimum is used up from 2,000
 * units: listed, not enforced (decision 0012).
 */
export const CREAM_MIN = 1000;
export const CREAM_SMALLEST_LINE_USED_UP = 2000;

export async function makeQuoteWorld(t: TestApp): Promise<QuoteWorld> {
  const admin = await t.user({ role: 'admin' });
  const catalogue = await makeCatalogue(t, admin);
  const bottle = (await createSubMaterial(t, admin, { capacityMl: 100, moq: 1000 })).id as string;
  const looseBottle = (
    await createSubMaterial(t, admin, {
      capacityMl: null,
      moq: 500,
      priceTiers: [{ minQty: 500, unitPrice: 300 }],
    })
  ).id as string;
  return { admin, catalogue, bottle, looseBottle };
}

/** A test app with that world and two customers (`b`: the one whose records `a` must not reach). */
export async function startQuoteWorld(): Promise<{
  t: TestApp;
  w: QuoteWorld;
  a: Caller & { id: string };
  b: Caller & { id: string };
}> {
  const t = await startTestApp();
  const w = await makeQuoteWorld(t);
  return { t, w, a: await t.user(), b: await t.user() };
}

export const inDays = (n: number) => addDays(businessToday(), n);

/** A usable cream of `caller`. */
export async function usableRecipe(w: QuoteWorld, caller: Caller, over: Record<string, unknown> = {}): Promise<any> {
  return createRecipe(caller, creamBody(w.catalogue, over));
}

type QuoteBody = RequestBody<'POST', '/api/quotes'>;

/**
 * A quote request's body for `recipeId` in `packagingId`, with the overrides as given: the route's own body when
 * they name the ship-to address, else one for `requestQuote` (which ships to the caller's office); a body the
 * route refuses on purpose has its overrides (and so its result) marked `invalid(…)`.
 */
export function requestBody(
  recipeId: string,
  packagingId: string,
  over: Partial<QuoteBody> & Pick<QuoteBody, 'shipToAddressId'>,
): QuoteBody;
export function requestBody(recipeId: string, packagingId: string, over?: Partial<QuoteBody>): QuoteRequest;
export function requestBody(recipeId: string, packagingId: string, over: InvalidBody): InvalidBody;
export function requestBody(
  recipeId: string,
  packagingId: string,
  over: Partial<QuoteBody> | InvalidBody = {},
): QuoteRequest | InvalidBody {
  return {
    recipeId,
    packagingId,
    quantity: 3000,
    wishedDate: inDays(60),
    note: 'First run for our spring launch',
    ...over,
  };
}

const addressOf = new WeakMap<Caller, Promise<string>>();

/** A fictional business registration number with a valid check digit: a sale in Korea needs one. */
export const TEST_BRN = '1098624680';

/**
 * A saved address of `caller` (made once: a Korean office, the default), the ship-to of their quotes;
 * the caller's profile gets a registration number, which a sale in Korea needs.
 */
export function shipToOf(caller: Caller): Promise<string> {
  let id = addressOf.get(caller);
  if (!id) {
    id = caller
      .request('PATCH', '/api/me', { businessRegistrationNumber: TEST_BRN })
      .then((res) => expect(res.status, JSON.stringify(res.body)).toBe(200))
      .then(() =>
        caller.request('POST', '/api/me/addresses', {
          label: 'Office',
          recipient: 'Minji Kim',
          phone: '010-1234-5678',
          postalCode: '06236',
          address: '123 Teheran-ro, Gangnam-gu, Seoul',
          detail: '4F',
        }),
      )
      .then((res) => {
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body.id;
      });
    addressOf.set(caller, id);
  }
  return id;
}

/** An address abroad (Vietnam): an export needs an incoterm. */
export const HANOI_ADDRESS = {
  label: 'Hanoi distributor',
  recipient: 'Nguyen Thi Lan',
  phone: '+84 24 3936 1234',
  country: 'VN',
  postalCode: '100000',
  address: '25 Ly Thuong Kiet, Hoan Kiem, Hanoi',
  detail: '3F',
} satisfies RequestBody<'POST', '/api/me/addresses'>;

/** `HANOI_ADDRESS` saved in `caller`'s address book. */
export async function foreignAddress(caller: Caller): Promise<string> {
  const res = await caller.request('POST', '/api/me/addresses', HANOI_ADDRESS);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Requests a quote and expects 201 (shipped to the caller's office unless the body says where). */
/** A quote request's body; the caller's office is the ship-to address unless it names one. */
export type QuoteRequest = Omit<RequestBody<'POST', '/api/quotes'>, 'shipToAddressId'> & { shipToAddressId?: string };

export async function requestQuote(caller: Caller, body: QuoteRequest): Promise<any> {
  const res = await caller.request('POST', '/api/quotes', { shipToAddressId: await shipToOf(caller), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export function answerBody(
  version: number,
  over: Record<string, unknown> = {},
): RequestBody<'POST', `/api/admin/quotes/${string}/answer`> {
  return {
    version,
    lines: [
      { kind: 'formulation', label: 'Bulk cream, 300 kg', amount: 4_500_000 },
      { kind: 'filling', label: 'Filling and capping', amount: 900_000 },
      { kind: 'packaging', label: '100 ml PET bottle', amount: 1_260_000 },
    ],
    leadTimeDays: 30,
    validUntil: inDays(30),
    note: 'Prices include one round of stability testing.',
    ...over,
  };
}

/** Staff answer a quote (expects 200) and return the detail. */
export async function answerQuote(admin: Caller, quote: { id: string; version: number }, over: Record<string, unknown> = {}) {
  const res = await admin.request('POST', `/api/admin/quotes/${quote.id}/answer`, answerBody(quote.version, over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A customer's quote, answered once by staff (state quoted). */
export async function quotedQuote(t: TestApp, w: QuoteWorld, customer: Caller, over: Partial<QuoteBody> = {}) {
  const recipe = await usableRecipe(w, customer);
  const q = await requestQuote(customer, requestBody(recipe.id, w.bottle, over));
  return answerQuote(w.admin, q);
}

/** Accepts a quoted quote and returns the detail (with its order). */
export async function acceptQuote(customer: Caller, quote: { id: string; version: number }) {
  const res = await customer.request('POST', `/api/quotes/${quote.id}/transitions`, { action: 'accept', version: quote.version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Puts a quote's validity date in the past, as if days had gone by (the expiry job has not run). */
export async function backdateValidity(t: TestApp, quoteId: string, days = 1): Promise<void> {
  await t.db.pool.query(`update quotes set valid_until = (now() at time zone 'Asia/Seoul')::date - $2::int where id = $1`, [
    quoteId,
    days,
  ]);
  await t.db.pool.query(
    `update quote_revisions set valid_until = (now() at time zone 'Asia/Seoul')::date - $2::int
     where quote_id = $1 and number = (select revision from quotes where id = $1)`,
    [quoteId, days],
  );
}

/** A production order of `customer` (pending payment), made by accepting a fresh quote. */
export async function makeOrder(t: TestApp, w: QuoteWorld, customer: Caller): Promise<any> {
  const q = await quotedQuote(t, w, customer);
  const accepted = await acceptQuote(customer, q);
  const res = await customer.request('GET', `/api/orders/${accepted.order!.id}`);
  expect(res.status).toBe(200);
  return res.body;
}
