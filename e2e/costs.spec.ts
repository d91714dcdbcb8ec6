import { DEMO, apiSignIn, expect as baseExpect, screenTitle, test, tr } from './fixtures.ts';
import { trf } from './catalogue-helpers.ts';
import { call } from './content-helpers.ts';
import { partCostFor } from '../packages/shared/src/catalogue/sub-materials.schema.ts';

/**
 * The editor's cost per unit below a packaging item's minimum order (issue 25 item 4): the part is
 * still bought at its minimum, so each unit carries the surplus — never priced at ₩0. The demo
 * customer's cleansing oil is filled into a 200 ml bottle (with its other parts) sold from a minimum order; the story asks for
 * fewer units than that minimum, on a phone.
 */

const expect = baseExpect.configure({ timeout: 45_000 });
const RECIPE = '온담 딥 클렌징 오일';

test('below a packaging minimum the per-unit cost carries the surplus, not ₩0 (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await apiSignIn(page.request, DEMO.customer);
  const { items } = await call<{ items: { id: string; name: string }[] }>(
    page.request,
    'GET',
    `/api/recipes?q=${encodeURIComponent(RECIPE)}&limit=5`,
  );
  const recipe = items.find((r) => r.name === RECIPE)!;
  const detail = await call<{ costing: { packagingIds: string[] } }>(page.request, 'GET', `/api/recipes/${recipe.id}`);
  const bottle = await call<{ moq: number; priceTiers: { minQty: number; unitPrice: number }[] }>(
    page.request,
    'GET',
    `/api/sub-materials/${detail.costing.packagingIds[0]}`,
  );
  expect(bottle.moq).toBeGreaterThan(100);

  await page.goto(`/recipes/${recipe.id}`);
  await expect(screenTitle(page)).toHaveText(RECIPE, { timeout: 60_000 });
  const cost = page.getByRole('region', { name: tr('recipes.cost.title') });
  await cost.getByRole('textbox', { name: tr('recipes.cost.quantity') }).fill('100');
  // what the shared costing says 100 units of this bottle cost: the minimum order bought, shared by 100
  const part = partCostFor(bottle.priceTiers, bottle.moq, 100)!;
  expect(part.surplus).toBeGreaterThan(0);
  const said = trf('recipes.cost.surplus', {
    moq: part.bought.toLocaleString('ko-KR'),
    price: `₩${part.unitPrice.toLocaleString('ko-KR')}`,
    surplus: part.surplus.toLocaleString('ko-KR'),
  });
  await expect(cost.getByTestId('packaging-surplus').filter({ hasText: said })).toBeVisible();
  await expect(cost).toContainText(`₩${part.perUnit.toLocaleString('ko-KR')}`);
  await expect(cost.getByText('₩0', { exact: true })).toHaveCount(0);
});
