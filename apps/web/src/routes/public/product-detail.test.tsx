import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetailSchema } from '@formulab/shared/shop/products.schema';
import en from '../../i18n/en.json';
import { OPTION_300, PRODUCT_ID, productDetail } from '../../test/fixtures/shop.ts';
import { answer, hang, refuse } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './product-detail.tsx';

const open = (url = `/product/${PRODUCT_ID}`) =>
  renderUi(<Component />, { url, path: '/product/:id', routes: [{ path: '/purchase/:id', element: <p>checkout</p> }] });

describe('/product/:id — one product', () => {
  it('shows the product, prices the chosen option and quantity, and goes to checkout with them', async () => {
    const calls = answer.get('/api/products/:id', productDetailSchema, productDetail());
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose hydrating toner' })).toBeVisible();
    expect(calls.last?.params.id).toBe(PRODUCT_ID);
    expect(screen.getByText(en.shop.detail.sku.replace('{{code}}', 'PR-0012'))).toBeVisible();
    expect(screen.getByText(/Rosa Damascena Flower Water/)).toBeVisible();
    // the first option in stock is chosen: 150 mL at ₩12,000
    expect(screen.getByTestId('product-option-price')).toHaveTextContent('₩12,000');
    await user.click(screen.getByRole('radio', { name: /300 mL/ }));
    await user.click(screen.getByLabelText(en.shop.detail.more));
    expect(screen.getByTestId('product-option-price')).toHaveTextContent('₩21,000');
    // 2 × ₩21,000 = ₩42,000, under ₩50,000: ₩3,000 shipping
    expect(screen.getByTestId('amount-total')).toHaveTextContent('₩45,000');
    await user.click(screen.getByRole('button', { name: en.shop.detail.buy }));
    expect(urlOf(router)).toBe(`/purchase/${PRODUCT_ID}?option=${OPTION_300}&qty=2`);
  });

  it('shows the photo as its WebP for pages with its size, and the upload itself when zoomed', async () => {
    const id = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const photo = {
      id,
      kind: 'image' as const,
      docKind: null,
      name: 'toner.png',
      mime: 'image/png',
      size: 812_000,
      url: `/api/files/${id}`,
      thumbUrl: `/api/files/${id}/thumb`,
      width: 2400,
      height: 1800,
      display: { url: `/api/files/${id}/display`, width: 1200, height: 900 },
    };
    answer.get('/api/products/:id', productDetailSchema, productDetail({ images: [photo] }));
    const { user } = open();
    const alt = en.shop.gallery.alt.replace('{{name}}', 'Rose hydrating toner').replace('{{n}}', '1');
    const img = await screen.findByRole('img', { name: alt });
    expect(img).toHaveAttribute('src', photo.display.url);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    await user.click(screen.getByRole('button', { name: en.shop.gallery.zoom.replace('{{name}}', 'Rose hydrating toner') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: alt })).toHaveAttribute('src', photo.url);
  });

  it("draws the gallery's thumbnails with their size", async () => {
    const picture = (id: string, width: number, height: number) => ({
      id,
      kind: 'image' as const,
      docKind: null,
      name: 'p.jpg',
      mime: 'image/jpeg',
      size: 1000,
      url: `/api/files/${id}`,
      thumbUrl: `/api/files/${id}/thumb`,
      width,
      height,
      display: { url: `/api/files/${id}/display`, width, height },
    });
    const tall = picture('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 600, 900);
    const wide = picture('1a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 1600, 1000);
    answer.get('/api/products/:id', productDetailSchema, productDetail({ images: [tall, wide] }));
    open();
    const thumb = async (n: number) =>
      (
        await screen.findByRole('button', { name: en.shop.gallery.show.replace('{{n}}', String(n)).replace('{{total}}', '2') })
      ).querySelector('img')!;
    expect(await thumb(1)).toHaveAttribute('src', tall.thumbUrl);
    expect([(await thumb(1)).getAttribute('width'), (await thumb(1)).getAttribute('height')]).toEqual(['213', '320']);
    expect([(await thumb(2)).getAttribute('width'), (await thumb(2)).getAttribute('height')]).toEqual(['320', '200']);
  });

  it('says a sold-out product is sold out and offers no purchase', async () => {
    answer.get(
      '/api/products/:id',
      productDetailSchema,
      productDetail({
        status: 'sold_out',
        stock: 0,
        options: productDetail().options.map((o) => ({ ...o, stock: 0 })),
      }),
    );
    open();
    expect(await screen.findByText(en.shop.detail.soldOutAll)).toBeVisible();
    expect(screen.getByText(en.shop.list.soldOut)).toBeVisible();
    expect(screen.queryByLabelText(en.shop.detail.quantity)).toBeNull();
    expect(screen.getByRole('button', { name: en.shop.detail.buy })).toBeDisabled();
  });

  it('answers a removed or hidden product with not found and a way back to the shop', async () => {
    refuse('get', '/api/products/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { name: en.shop.detail.notFoundTitle })).toBeVisible();
    expect(screen.getByText(en.shop.detail.notFoundBody)).toBeVisible();
    expect(screen.getAllByRole('link', { name: en.shop.detail.back })[0]).toHaveAttribute('href', '/product');
  });

  it('says the product could not be loaded and loads it again on request', async () => {
    // a server error is retried once (about a second) before the screen says so
    const calls = refuse('get', '/api/products/:id', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.shop.detail.loadError);
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    expect(calls).toHaveLength(2);
    answer.get('/api/products/:id', productDetailSchema, productDetail());
    await user.click(within(alert).getByRole('button', { name: en.shop.list.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose hydrating toner' })).toBeVisible();
  });

  it('shows a loading state while the product is on its way', async () => {
    hang('get', '/api/products/:id');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
