import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { sampleDetailSchema } from '@formulab/shared/samples/samples.schema';
import en from '../../../i18n/en.json';
import {
  RECIPE_ID,
  SAMPLE_ID,
  packagingChoice,
  packagingChoices,
  recipeChoice,
  recipeChoices,
  sampleDetail,
} from '../../../test/fixtures/samples.ts';
import { gangnamShipping } from '../../../test/fixtures/addresses.ts';
import { answer, customerMe, refuse } from '../../../test/network.ts';
import { renderUi, urlOf } from '../../../test/render.tsx';
import { field } from '../../../test/fields.ts';
import { SampleForm } from './sample-form.tsx';

const f = en.samples.form;
const SEND = '/api/sample-requests';

/** The form for the signed-in customer, the recipe named in the link (as the recipe screen's link does). */
async function renderForm(me = customerMe) {
  answer.get('/api/recipes', recipePageSchema, recipeChoices([recipeChoice()]));
  answer.get('/api/sub-materials', subMaterialPageSchema, packagingChoices([packagingChoice()]));
  const view = renderUi(<SampleForm me={me} maySend />, {
    url: `/new-sample?recipe=${RECIPE_ID}`,
    path: '/new-sample',
    routes: [{ path: '/sampleOrder/:id', element: <p>sample page</p> }],
  });
  await waitFor(() => expect(field(f.recipe)).toHaveValue('Centella calming cream'));
  const fill = async (label: string, text: string) => {
    await view.user.clear(field(label));
    if (text) await view.user.paste(text);
  };
  return { ...view, fill };
}

describe('SampleForm — request a sample', () => {
  it('fills in the account’s name and phone and asks for 10 units unless told otherwise', async () => {
    await renderForm({ ...customerMe, name: 'Jiwoo Park', phone: '010-9876-5432' });
    expect(field(f.recipient)).toHaveValue('Jiwoo Park');
    expect(field(f.phone)).toHaveValue('010-9876-5432');
    expect(field(f.quantity)).toHaveValue('10');
    expect(screen.getByText(f.quantityHint.replace('{{min}}', '1').replace('{{max}}', '1,000'))).toBeVisible();
  });

  it('refuses a quantity outside 1 to 1,000, a postal code that is not five digits and a bad phone number', async () => {
    const sent = answer.post(SEND, sampleDetailSchema, sampleDetail(), { status: 201 });
    const { user, fill } = await renderForm();
    await fill(f.quantity, '1001');
    await fill(f.phone, '12');
    await fill(f.postalCode, '1234');
    await fill(f.address, '123 Teheran-ro, Gangnam-gu, Seoul');
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText(en.errors.numberRange.replace('{{min}}', '1').replace('{{max}}', '1,000'))).toBeVisible();
    expect(screen.getByText(en.errors.postalCode)).toBeVisible();
    expect(screen.getByText(en.errors.phone)).toBeVisible();
    for (const label of [f.quantity, f.phone, f.postalCode]) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(f.address)).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends no packaging when none is chosen, and opens the new request', async () => {
    const sent = answer.post(SEND, sampleDetailSchema, sampleDetail(), { status: 201 });
    const { user, router, fill } = await renderForm();
    await fill(f.quantity, '1');
    await fill(f.postalCode, '06236');
    await fill(f.address, '123 Teheran-ro, Gangnam-gu, Seoul');
    await fill(f.detail, '5F');
    await user.click(screen.getByRole('button', { name: f.submit }));
    await waitFor(() => expect(urlOf(router)).toBe(`/sampleOrder/${SAMPLE_ID}`));
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({
      recipeId: RECIPE_ID,
      quantity: 1,
      packagingId: null,
      shipping: gangnamShipping('5F'),
      note: '',
    });
  });

  it('says what went wrong when the server fails, and stays on the form with what was typed', async () => {
    refuse('post', SEND, 500, 'INTERNAL');
    const { user, router, fill } = await renderForm();
    await fill(f.postalCode, '06236');
    await fill(f.address, '123 Teheran-ro, Gangnam-gu, Seoul');
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.INTERNAL);
    expect(urlOf(router)).toBe(`/new-sample?recipe=${RECIPE_ID}`);
    expect(field(f.address)).toHaveValue('123 Teheran-ro, Gangnam-gu, Seoul');
  });
});
