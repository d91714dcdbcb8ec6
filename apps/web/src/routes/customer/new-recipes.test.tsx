import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ingredientPageSchema } from '@formulab/shared/catalogue/ingredients.schema';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { termListSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import { recipeComplianceFileSchema } from '@formulab/shared/compliance/compliance.admin.schema';
import { ruleSetSchema } from '@formulab/shared/compliance/compliance.schema';
import { recipeDetailSchema, recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import en from '../../i18n/en.json';
import {
  GLYCERIN,
  RECIPE_ID,
  WATER,
  complianceFile,
  functionTerms,
  ingredientSearchPage,
  line,
  packagingPage,
  recipeDetail,
  recipePage,
  recipeSummary,
  ruleSet,
} from '../../test/fixtures/recipes.ts';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './new-recipes.tsx';

/** The empty editor beside my recipes, with somewhere to go once the recipe is created. */
function openNew() {
  signedInAs(customerMe);
  answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
  answer.get('/api/compliance/rules', ruleSetSchema, ruleSet());
  answer.get('/api/taxonomy/:kind', termListSchema, functionTerms());
  answer.get('/api/sub-materials', subMaterialPageSchema, packagingPage());
  return renderUi(<Component />, {
    url: '/new-recipes',
    path: '/new-recipes',
    routes: [{ path: '/recipes/:id', element: null }],
  });
}

const saveBar = () => screen.getByRole('region', { name: en.recipes.save.region });
const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${en.recipes.facts.name}`) });

/** Names the recipe and makes it a toner, as a user filling the facts. */
async function nameIt(user: ReturnType<typeof openNew>['user'], name: string) {
  await user.click(nameField());
  await user.paste(name);
  await user.click(screen.getByRole('textbox', { name: new RegExp(`^${en.recipes.facts.productType}`) }));
  await user.click(await screen.findByRole('option', { name: en.productTypes.toner }));
}

describe('/new-recipes — a new recipe', () => {
  it('starts empty, not saved, beside my recipes', async () => {
    openNew();
    expect(await screen.findByText('Calming niacinamide toner')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: en.recipes.editor.untitled })).toBeVisible();
    expect(screen.getByText(en.recipes.editor.newLead)).toBeVisible();
    expect(nameField()).toHaveValue('');
    expect(screen.getByText(en.recipes.lines.emptyTitle)).toBeVisible();
    expect(screen.getByTestId('recipe-total-status')).toHaveTextContent(en.recipes.live.empty);
    expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.notSavedYet);
    // the rules arrive: Korea's verdict, with nothing in it yet
    expect(await screen.findByText(en.compliance.none)).toBeVisible();
  });

  it('names what is missing and sends nothing when saved without a name or a product type', async () => {
    const created = answer.post('/api/recipes', recipeDetailSchema, recipeDetail(), { status: 201 });
    const { user } = openNew();
    await user.click(within(saveBar()).getByRole('button', { name: en.recipes.save.create }));
    expect(await screen.findAllByText(en.errors.required)).toHaveLength(2);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(created).toHaveLength(0);
  });

  it('creates the recipe with the ingredient added and its %, then opens it at its own address', async () => {
    const found = answer.get('/api/ingredients', ingredientPageSchema, ingredientSearchPage([WATER, GLYCERIN]));
    // the saved recipe's compliance file, asked for as the editor hands over to /recipes/:id
    answer.get('/api/recipes/:id/compliance/file', recipeComplianceFileSchema, complianceFile());
    const created = answer.post(
      '/api/recipes',
      recipeDetailSchema,
      () => recipeDetail({ revision: 1, name: 'Plain water toner', lines: [line(WATER, 100)], description: '', functions: [] }),
      { status: 201 },
    );
    const { user, router } = openNew();
    await nameIt(user, 'Plain water toner');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.recipes.adder.label}`) }), 'water{Enter}');
    const percent = await screen.findByLabelText(en.recipes.line.percentFor.replace('{{inci}}', 'Water'));
    expect(found.last?.query.get('q')).toBe('water');
    await user.type(percent, '100');
    await waitFor(() => expect(screen.getByTestId('recipe-total-status')).toHaveTextContent(en.recipes.live.complete));
    await user.click(within(saveBar()).getByRole('button', { name: en.recipes.save.create }));
    await waitFor(() => expect(urlOf(router)).toBe(`/recipes/${RECIPE_ID}`));
    expect(created).toHaveLength(1);
    expect(created.last?.body).toEqual({
      name: 'Plain water toner',
      productType: 'toner',
      description: '',
      functionIds: [],
      visibility: 'private',
      lines: [{ ingredientId: WATER.id, percent: 100, phase: 'A', note: '' }],
      costing: { fillMl: null, density: 1, packagingIds: [], quantity: 3000 },
      targetMarkets: [],
      forChildren: false,
      childrenAge: null,
    });
  });

  it("puts the server's refusal on the field it is about", async () => {
    const refused = refuse('post', '/api/recipes', 400, 'VALIDATION', { name: 'errors.tooLong' });
    const { user } = openNew();
    await nameIt(user, 'Plain water toner');
    await user.click(within(saveBar()).getByRole('button', { name: en.recipes.save.create }));
    expect(await screen.findByText(en.errors.tooLong)).toBeVisible();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(refused.last?.body).toMatchObject({ name: 'Plain water toner', productType: 'toner', lines: [] });
    expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.notSavedYet);
  });
});
