import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { sampleDetailSchema } from '@formulab/shared/samples/samples.schema';
import en from '../../i18n/en.json';
import {
  PACKAGING_ID,
  RECIPE_ID,
  SAMPLE_ID,
  packagingChoice,
  packagingChoices,
  recipeChoice,
  recipeChoices,
  sampleDetail,
} from '../../test/fixtures/samples.ts';
import { gangnamShipping } from '../../test/fixtures/addresses.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { exactly, field, fill } from '../../test/fields.ts';
import { Component } from './new-sample.tsx';

const f = en.samples.form;

const open = (url = '/new-sample') =>
  renderUi(<Component />, { url, path: '/new-sample', routes: [{ path: '/sampleOrder/:id', element: <p>sample page</p> }] });

/** A draft the picker lists but does not let one choose. */
const draft = recipeChoice({
  id: 'b5f3d7c9-2e4a-4b6c-9d8e-0f1a2b3c4d5e',
  name: 'Mugwort draft',
  totalPercent: 98.5,
  valid: false,
});

/** My recipes: the usable count (`valid=true`) and the picker's list (`sort=name`). */
function myRecipes(usable = 1) {
  return answer.get('/api/recipes', recipePageSchema, ({ query }) =>
    query.get('valid') === 'true'
      ? recipeChoices(usable ? [recipeChoice()] : [], usable)
      : recipeChoices(usable ? [recipeChoice(), draft] : [draft]),
  );
}

function catalogue() {
  return answer.get('/api/sub-materials', subMaterialPageSchema, packagingChoices([packagingChoice()]));
}

describe('/new-sample — request a sample', () => {
  it('offers my usable recipes, and says why a draft cannot be chosen', async () => {
    signedInAs(customerMe);
    const recipes = myRecipes();
    catalogue();
    const { user } = open();
    const picker = await screen.findByRole('textbox', { name: exactly(f.recipe) });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: /Mugwort draft/ })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByText(f.recipeTotalOff.replace('{{total}}', '98.5'))).toBeVisible();
    expect(screen.getByText(f.recipeUsable.replace('{{n}}', '2').replace('{{type}}', 'Cream'))).toBeVisible();
    await user.click(screen.getByRole('option', { name: /Centella calming cream/ }));
    expect(picker).toHaveValue('Centella calming cream');
    expect(recipes.some((c) => c.query.get('sort') === 'name' && c.query.get('limit') === '50')).toBe(true);
  });

  it('sends the recipe, quantity, packaging and address, then opens the new request', async () => {
    signedInAs(customerMe);
    myRecipes();
    const packaging = catalogue();
    const sent = answer.post('/api/sample-requests', sampleDetailSchema, sampleDetail(), { status: 201 });
    // the recipe screen's "request a sample" names the recipe: it is chosen already
    const { user, router } = open(`/new-sample?recipe=${RECIPE_ID}`);
    await screen.findByRole('button', { name: f.submit });
    await waitFor(() => expect(field(f.recipe)).toHaveValue('Centella calming cream'));

    const quantity = field(f.quantity);
    await user.clear(quantity);
    await user.paste('20');
    await user.click(field(f.packaging));
    await user.click(await screen.findByRole('option', { name: /50 mL glass cream jar/ }));
    expect(packaging.last?.query.get('limit')).toBe('30');
    // the account's name and phone are filled in
    expect(field(f.recipient)).toHaveValue('Mina Kim');
    expect(field(f.phone)).toHaveValue('010-1234-5678');
    await fill(user, f.postalCode, '06236');
    await fill(user, f.address, '123 Teheran-ro, Gangnam-gu, Seoul');
    await fill(user, f.note, 'Light texture, no added fragrance please.');
    await user.click(screen.getByRole('button', { name: f.submit }));

    await waitFor(() => expect(urlOf(router)).toBe(`/sampleOrder/${SAMPLE_ID}`));
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({
      recipeId: RECIPE_ID,
      quantity: 20,
      packagingId: PACKAGING_ID,
      shipping: gangnamShipping(''),
      note: 'Light texture, no added fragrance please.',
    });
  });

  it('sends nothing while the recipe or the address is missing, and says which', async () => {
    signedInAs(customerMe);
    myRecipes();
    catalogue();
    const sent = answer.post('/api/sample-requests', sampleDetailSchema, sampleDetail(), { status: 201 });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: f.submit }));
    expect(await screen.findAllByText(en.errors.required)).not.toHaveLength(0);
    expect(field(f.recipe)).toHaveAttribute('aria-invalid', 'true');
    expect(field(f.postalCode)).toHaveAttribute('aria-invalid', 'true');
    expect(field(f.address)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it("puts the server's refusal on the field it names", async () => {
    signedInAs(customerMe);
    myRecipes();
    catalogue();
    // the recipe changed since the form was opened: the server refuses it
    const sent = refuse('post', '/api/sample-requests', 400, 'VALIDATION', { recipeId: 'errors.recipeNotUsable' });
    const { user, router } = open(`/new-sample?recipe=${RECIPE_ID}`);
    await screen.findByRole('button', { name: f.submit });
    await waitFor(() => expect(field(f.recipe)).toHaveValue('Centella calming cream'));
    await fill(user, f.postalCode, '06236');
    await fill(user, f.address, '123 Teheran-ro, Gangnam-gu, Seoul');
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText(en.errors.recipeNotUsable)).toBeVisible();
    expect(field(f.recipe)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.last?.body).toMatchObject({ recipeId: RECIPE_ID, quantity: 10, packagingId: null });
    expect(urlOf(router)).toBe(`/new-sample?recipe=${RECIPE_ID}`);
  });

  it('says why a customer with an unconfirmed e-mail cannot send yet', async () => {
    signedInAs({ ...customerMe, emailVerified: false });
    myRecipes();
    catalogue();
    open();
    const notice = await screen.findByText(new RegExp(en.workflow.unverified.slice(0, 30)));
    expect(within(notice).getByRole('link', { name: en.workflow.unverifiedLink })).toHaveAttribute('href', '/account-settings');
    expect(await screen.findByRole('button', { name: f.submit })).toBeDisabled();
  });

  it('sends a customer without a usable recipe to make one first', async () => {
    signedInAs(customerMe);
    myRecipes(0);
    open();
    expect(await screen.findByText(f.noRecipes.title)).toBeVisible();
    expect(screen.getByRole('link', { name: f.noRecipes.create })).toHaveAttribute('href', '/new-recipes');
    expect(screen.getByRole('link', { name: f.noRecipes.mine })).toHaveAttribute('href', '/recipes');
    expect(screen.queryByRole('button', { name: f.submit })).toBeNull();
  });

  it('says the form could not be prepared and tries again on request', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/recipes', 500, 'INTERNAL');
    const { user } = open();
    expect(await screen.findByText(f.loadError)).toBeVisible();
    myRecipes();
    catalogue();
    await user.click(screen.getByRole('button', { name: en.samples.list.retry }));
    expect(await screen.findByRole('button', { name: f.submit })).toBeEnabled();
  });

  it('shows a loading state while my recipes are counted', async () => {
    signedInAs(customerMe);
    hang('get', '/api/recipes');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
