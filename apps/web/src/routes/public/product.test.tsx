import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productPageSchema } from '@formulab/shared/shop/products.schema';
import en from '../../i18n/en.json';
import { PRODUCT_ID, productPage, productSummary, soldOutProduct } from '../../test/fixtures/shop.ts';
import { answer, refuse } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './product.tsx';

const open = (url = '/product') =>
  renderUi(<Component />, { url, path: '/product', routes: [{ path: '/product/:id', element: <p>product page</p> }] });
// by its label (the card link's aria-label): role queries walk the whole grid and are slow in jsdom
const cardLink = (name: string) => screen.findByLabelText(en.shop.list.open.replace('{{name}}', name));

describe('/product — the shop', () => {
  it('shows the products with their price from and sold-out badge, each opening its page', async () => {
    const calls = answer.get('/api/products', productPageSchema, productPage([productSummary(), soldOutProduct()]));
    const { user, router } = open();
    const toner = await cardLink('Rose hydrating toner');
    const card = toner.closest('article')!;
    expect(card).toHaveTextContent(en.shop.list.from.replace('{{price}}', '₩12,000'));
    expect(card).toHaveTextContent('70% Damask rose water, for dry skin');
    expect(card).not.toHaveTextContent(en.shop.list.soldOut);
    const sunCream = (await cardLink('Daily sun cream SPF50+')).closest('article')!;
    expect(within(sunCream).getByText(en.shop.list.soldOut)).toBeVisible();
    expect(screen.getByText(en.shop.list.count_other.replace('{{n}}', '2'))).toBeVisible();
    expect(calls.last?.query.get('sort')).toBe('newest');
    expect(calls.last?.query.get('limit')).toBe('24');
    await user.click(toner);
    expect(urlOf(router)).toBe(`/product/${PRODUCT_ID}`);
  });

  it("draws a card's cover with its thumbnail's size", async () => {
    const cover = productSummary({
      thumbUrl: '/api/files/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d/thumb',
      thumbSize: { width: 320, height: 200 },
    });
    answer.get('/api/products', productPageSchema, productPage([cover]));
    open();
    const img = (await cardLink('Rose hydrating toner')).closest('article')!.querySelector('img')!;
    expect(img).toHaveAttribute('src', cover.thumbUrl);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '200']);
  });

  it('asks for one category and a price band when they are picked, and keeps them in the URL', async () => {
    const calls = answer.get('/api/products', productPageSchema, ({ query }) =>
      productPage(query.get('category') === 'suncare' ? [soldOutProduct()] : [productSummary(), soldOutProduct()]),
    );
    const { user, router } = open();
    await cardLink('Rose hydrating toner');
    await user.click(screen.getByLabelText(en.shop.categories.suncare));
    await waitFor(() => expect(screen.queryByText('Rose hydrating toner')).toBeNull());
    expect(calls.last?.query.get('category')).toBe('suncare');
    await user.click(screen.getByLabelText(en.shop.list.prices['20to50']));
    await waitFor(() => expect(calls.last?.query.get('priceMin')).toBe('20000'));
    expect(calls.last?.query.get('priceMax')).toBe('49999');
    expect(calls.last?.query.get('category')).toBe('suncare');
    expect(urlOf(router)).toBe('/product?category=suncare&price=20to50');
  });

  it('searches, says when nothing matches and clears the filters', async () => {
    const calls = answer.get('/api/products', productPageSchema, ({ query }) =>
      productPage(query.get('q') ? [] : [productSummary()]),
    );
    const { user, router } = open('/product?inStock=true');
    await cardLink('Rose hydrating toner');
    expect(calls.last?.query.get('inStock')).toBe('true');
    await user.click(screen.getByLabelText(en.shop.list.searchLabel));
    await user.paste('retinol');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(en.shop.list.noMatchTitle)).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('retinol');
    expect(urlOf(router)).toBe('/product?inStock=true&q=retinol');
    await user.click(screen.getByRole('button', { name: en.shop.list.clear }));
    expect(await cardLink('Rose hydrating toner')).toBeVisible();
    expect(urlOf(router)).toBe('/product');
    expect(calls.last?.query.has('q')).toBe(false);
    expect(calls.last?.query.has('inStock')).toBe(false);
  });

  it('shows more products from the next page on request', async () => {
    const second = productSummary({
      id: '72d08394-a4b5-46c7-9b18-4c5d6e7f8098',
      code: 'PR-0013',
      nameEn: 'Green tea cleansing foam',
    });
    const calls = answer.get('/api/products', productPageSchema, ({ query }) =>
      query.get('cursor') === 'c2'
        ? productPage([second], { total: 2 })
        : productPage([productSummary()], { total: 2, nextCursor: 'c2' }),
    );
    const { user } = open();
    await cardLink('Rose hydrating toner');
    expect(screen.getByText(en.catalogue.showing.replace('{{shown}}', '1').replace('{{total}}', '2'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.catalogue.loadMore }));
    expect(await cardLink('Green tea cleansing foam')).toBeVisible();
    expect(screen.getByText('Rose hydrating toner')).toBeVisible();
    expect(calls.last?.query.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: en.catalogue.loadMore })).toBeNull();
  });

  it('says the shop is being stocked when it has no products', async () => {
    answer.get('/api/products', productPageSchema, productPage([]));
    open();
    expect(await screen.findByText(en.shop.list.emptyTitle)).toBeVisible();
    expect(screen.getByText(en.shop.list.emptyBody)).toBeVisible();
    expect(screen.queryByRole('button', { name: en.shop.list.clear })).toBeNull();
  });

  it('says the products could not be loaded and loads them again on request', async () => {
    refuse('get', '/api/products', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.catalogue.loadError);
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    answer.get('/api/products', productPageSchema, productPage([productSummary()]));
    await user.click(within(alert).getByRole('button', { name: en.catalogue.retry }));
    expect(await cardLink('Rose hydrating toner')).toBeVisible();
  });
});
