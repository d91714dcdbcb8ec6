import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productBulkResultSchema, productDetailSchema, productPageSchema } from '@formulab/shared/shop/products.schema';
import en from '../../i18n/en.json';
import admin from '../../i18n/admin.en.json';
import {
  OPTION_ID,
  PRODUCT_ID,
  cleansingFoam,
  productDetail,
  productPage,
  productSummary,
} from '../../test/fixtures/admin-catalogue.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { replaceText } from '../../test/replace-text.ts';
import { Component } from './admin-product.tsx';

const p = admin.adminShop.products;
const open = (url = '/admin/admin-product') => renderUi(<Component />, { url, path: '/admin/admin-product' });
const answerList = (items = [productSummary(), cleansingFoam()]) =>
  answer.get('/api/admin/products', productPageSchema, productPage(items));

describe('/admin/admin-product — the shop’s products', () => {
  it('lists the products with code, status, price from and stock', async () => {
    signedInAs(adminMe);
    const calls = answerList();
    open();
    const serum = within((await screen.findByRole('button', { name: '히알루론 세럼 50mL' })).closest('tr')!);
    expect(screen.getByRole('heading', { name: admin.adminScreens['admin-product'].title })).toBeVisible();
    for (const text of ['Hyaluronic serum 50 mL', 'P-000012', p.statuses.active, '₩18,000', '120'])
      expect(serum.getByText(text)).toBeVisible();
    const foam = within(screen.getByRole('button', { name: '약산성 클렌징폼' }).closest('tr')!);
    expect(foam.getByText(p.statuses.sold_out)).toBeVisible();
    expect(Object.fromEntries(calls.last!.query)).toEqual({ limit: '25' });
  });

  it('searches and filters by status, both in the URL', async () => {
    signedInAs(adminMe);
    const calls = answerList();
    const { user, router } = open();
    await screen.findByRole('button', { name: '히알루론 세럼 50mL' });
    await user.click(screen.getByRole('textbox', { name: p.search }));
    await user.paste('세럼');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.last?.query.get('q')).toBe('세럼'));
    await user.click(screen.getByRole('radio', { name: p.statuses.sold_out }));
    await waitFor(() => expect(calls.last?.query.get('status')).toBe('sold_out'));
    expect(calls.last?.query.get('q')).toBe('세럼');
    expect(urlOf(router)).toBe(`/admin/admin-product?q=${encodeURIComponent('세럼')}&status=sold_out`);
  });

  it('creates a product, hidden until put on sale, with its option as typed', async () => {
    signedInAs(adminMe);
    answerList();
    const sent = answer.post(
      '/api/admin/products',
      productDetailSchema,
      productDetail({ id: '9c3f2e66-4051-4c7d-8e9f-1a2b3c4d5e69', code: 'P-000014', status: 'hidden' }),
      { status: 201 },
    );
    const { user, router } = open();
    await screen.findByRole('button', { name: '히알루론 세럼 50mL' });
    await user.click(screen.getByRole('button', { name: p.add }));
    const drawer = await screen.findByRole('dialog', { name: p.addTitle });
    await replaceText(user, within(drawer).getByRole('textbox', { name: p.nameKo }), '시카 크림 50mL');
    await replaceText(user, within(drawer).getByRole('textbox', { name: p.nameEn }), 'Cica cream 50 mL');
    await user.click(within(drawer).getByRole('textbox', { name: p.category }));
    await user.click(await screen.findByRole('option', { name: admin.adminShop.categories.skincare }));
    await replaceText(user, within(drawer).getByRole('textbox', { name: p.price }), '24000');
    await replaceText(user, within(drawer).getByRole('textbox', { name: p.stock }), '300');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({
      nameKo: '시카 크림 50mL',
      nameEn: 'Cica cream 50 mL',
      summaryKo: '',
      summaryEn: '',
      descriptionKo: '',
      descriptionEn: '',
      category: 'skincare',
      status: 'hidden',
      imageIds: [],
      options: [{ nameKo: '기본', nameEn: 'Standard', price: 24_000, stock: 300 }],
    });
    await waitFor(() => expect(urlOf(router)).toBe('/admin/admin-product'));
  });

  it('shows the server’s refusal of a name on that field, translated', async () => {
    signedInAs(adminMe);
    answerList();
    answer.get('/api/admin/products/:id', productDetailSchema, productDetail());
    // text pasted from a PDF held a character the database cannot store
    const sent = refuse('put', '/api/admin/products/:id', 400, 'VALIDATION', { nameEn: 'errors.invalidCharacters' });
    const { user } = open(`/admin/admin-product?edit=${PRODUCT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: p.editTitle });
    await replaceText(user, await within(drawer).findByRole('textbox', { name: p.nameEn }), 'Hyaluronic serum\u0000 50 mL');
    await user.click(within(drawer).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(PRODUCT_ID);
    // an edit keeps its option's id and carries the version it was opened at
    expect(sent.last?.body).toMatchObject({
      nameEn: 'Hyaluronic serum\u0000 50 mL',
      options: [{ id: OPTION_ID, nameKo: '기본', nameEn: 'Standard', price: 18_000, stock: 120 }],
      version: 3,
    });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(en.apiErrors.VALIDATION);
    expect(within(drawer).getByRole('textbox', { name: p.nameEn })).toHaveAccessibleDescription(
      new RegExp(en.errors.invalidCharacters.replace(/[.()]/g, '\\$&')),
    );
  });

  it('refuses to delete a product that was purchased', async () => {
    signedInAs(adminMe);
    answerList();
    answer.get('/api/admin/products/:id', productDetailSchema, productDetail());
    const sent = refuse('delete', '/api/admin/products/:id', 409, 'IN_USE', { usage: '34' }, { usedBy: { purchases: 34 } });
    const { user } = open(`/admin/admin-product?edit=${PRODUCT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: p.editTitle });
    await user.click(await within(drawer).findByRole('button', { name: p.delete }));
    const confirm = await screen.findByRole('dialog', { name: p.deleteTitle });
    expect(confirm).toHaveTextContent(p.deleteBody.replace('{{name}}', '히알루론 세럼 50mL'));
    await user.click(within(confirm).getByRole('button', { name: p.delete }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.params.id).toBe(PRODUCT_ID);
    // it names what still uses the product
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(en.inUse.body.replace('{{list}}', '34 purchases'));
    expect(screen.getByRole('dialog', { name: p.editTitle })).toBeVisible();
  });

  it('sets the status of the selected products at once', async () => {
    signedInAs(adminMe);
    answerList();
    const sent = answer.post('/api/admin/products/bulk', productBulkResultSchema, { updated: 2 });
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: p.selectPage }));
    const bar = screen.getByRole('region', { name: p.bulkLabel });
    expect(bar).toHaveTextContent(p.selected_other.replace('{{count}}', '2'));
    await user.click(within(bar).getByRole('button', { name: p.setStatus }));
    await user.click(await screen.findByRole('menuitem', { name: p.statuses.hidden }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ ids: [PRODUCT_ID, cleansingFoam().id], status: 'hidden' });
  });

  it('says there are no products yet, and that none match a filter', async () => {
    signedInAs(adminMe);
    answerList([]);
    const { user, router } = open('/admin/admin-product?status=hidden');
    expect(await screen.findByText(p.emptyFiltered)).toBeVisible();
    await user.click(screen.getByRole('button', { name: admin.adminShop.clear }));
    expect(await screen.findByText(p.empty)).toBeVisible();
    expect(screen.getByText(p.emptyHint)).toBeVisible();
    expect(urlOf(router)).toBe('/admin/admin-product');
  });

  it('says why the list could not be loaded and loads it again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/products', 500, 'INTERNAL');
    const { user } = open();
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answerList();
    await user.click(screen.getByRole('button', { name: admin.adminShop.retry }));
    expect(await screen.findByRole('button', { name: '히알루론 세럼 50mL' })).toBeVisible();
  });

  it('shows the table’s shape while the list is on its way', async () => {
    signedInAs(adminMe);
    hang('get', '/api/admin/products');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
