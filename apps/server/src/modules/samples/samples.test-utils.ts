/** Helpers for the sample request API tests: a usable recipe, a request body, a request driven to any state. */
import { expect } from 'vitest';
import type { Transition } from '@formulab/shared/workflow/machine';
import { sampleMachine, type SampleState } from '@formulab/shared/samples/samples.states';
import type { Caller } from '../../test/harness.ts';
import { creamBody, createRecipe, type Catalogue } from '../recipes/recipes.test-utils.ts';
import { SHIPPING } from '../purchases/shop.test-utils.ts';
import type { RequestBody } from '../../test/harness.ts';
import { pathTo } from '../../test/machine-cases.ts';

/** The same ship-to as the shop's tests. */
export { SHIPPING };

/** A valid request body for `recipeId`. */
export const sampleBody = (recipeId: string, over: Record<string, unknown> = {}) => ({
  recipeId,
  quantity: 20,
  shipping: SHIPPING,
  note: 'Unscented, please',
  ...over,
});

/** A usable (valid) cream owned by `caller`. */
export async function usableRecipe(caller: Caller, c: Catalogue): Promise<any> {
  const r = await createRecipe(caller, creamBody(c));
  expect(r.valid).toBe(true);
  return r;
}

/** Creates a request and expects 201. */
export async function createSample(caller: Caller, body: RequestBody<'POST', '/api/sample-requests'>): Promise<any> {
  const res = await caller.request('POST', '/api/sample-requests', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** What a transition's body must carry besides action and version (the machine's `needs`). */
export function extrasFor(t: Pick<Transition, 'needs'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const need of t.needs ?? []) {
    if (need === 'fee') out.fee = 35_000;
    if (need === 'shipment') Object.assign(out, { carrier: 'CJ Logistics', trackingNumber: '6895-1234-5678' });
    if (need === 'reason') out.reason = 'The fragrance allergen is above our sampling limit';
  }
  return out;
}

export type Sides = { customer: Caller; staff: Caller };

/** POSTs one transition as `actor` (customer route or admin route) and returns the response. */
export function act(
  sides: Sides,
  actor: 'customer' | 'staff',
  id: string,
  body: RequestBody<'POST', `/api/sample-requests/${string}/transitions`>,
) {
  return actor === 'customer'
    ? sides.customer.request('POST', `/api/sample-requests/${id}/transitions`, body)
    : sides.staff.request('POST', `/api/admin/sample-requests/${id}/transitions`, body);
}

/** A new request of `sides.customer` taken to `target` through the API, each step by one who may take it. */
export async function sampleIn(sides: Sides, recipeId: string, target: SampleState): Promise<any> {
  let detail = await createSample(sides.customer, sampleBody(recipeId));
  for (const t of pathTo(sampleMachine, target)) {
    const actor = t.by.includes('staff') ? 'staff' : 'customer';
    const res = await act(sides, actor, detail.id, { action: t.action, version: detail.version, ...extrasFor(t) });
    expect(res.status, `${t.action}: ${JSON.stringify(res.body)}`).toBe(200);
    detail = res.body;
  }
  expect(detail.state).toBe(target);
  return detail;
}
