import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialDetailSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import en from '../../i18n/en.json';
import { SUB_MATERIAL_ID, subMaterialDetail } from '../../test/fixtures/catalogue.ts';
import { answer, hang, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './submaterial-detail.tsx';

const open = (id = SUB_MATERIAL_ID) => renderUi(<Component />, { url: `/submaterial/${id}`, path: '/submaterial/:id' });

/** The value shown under a fact's label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/submaterial/:id — one packaging item', () => {
  it('shows the item with its specification, price tiers and the price at the minimum order', async () => {
    const calls = answer.get('/api/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '50 mL airless bottle' })).toBeVisible();
    expect(screen.getByText('50 mL 에어리스 용기')).toBeVisible();
    expect(screen.getByRole('navigation', { name: en.catalogue.subDetail.breadcrumb })).toHaveTextContent(
      `${en.screens.submaterials.title}50 mL airless bottle`,
    );
    expect(fact(en.catalogue.sub.material)).toHaveTextContent('PP');
    expect(fact(en.catalogue.sub.capacity)).toHaveTextContent('50 ml');
    expect(fact(en.catalogue.sub.moq)).toHaveTextContent(en.catalogue.sub.qty.replace('{{qty}}', '3,000'));
    expect(fact(en.catalogue.sub.leadTime)).toHaveTextContent(en.catalogue.sub.leadDays_other.replace('{{count}}', '21'));
    expect(fact(en.catalogue.sub.colours)).toHaveTextContent('Clear, White');
    expect(screen.getByText('An airless pump that keeps oxidation-sensitive serums fresh.')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual([
      `${en.catalogue.sub.qtyOrMore.replace('{{qty}}', '3,000')} (${en.catalogue.sub.applied})`,
      '₩1,500',
      '—',
    ]);
    expect(cells(rows[3]!)).toEqual([en.catalogue.sub.qtyOrMore.replace('{{qty}}', '30,000'), '₩1,200', '−20%']);
    // the calculator starts at the minimum order: the first tier applies
    expect(screen.getByRole('textbox', { name: en.catalogue.calc.quantity })).toHaveValue('3000');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('₩4,500,000')).toBeVisible();
    expect(calls.last?.params.id).toBe(SUB_MATERIAL_ID);
  });

  it('prices the quantity typed by its tier, and says when it is below the minimum order', async () => {
    answer.get('/api/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail());
    const { user } = open();
    const qty = await screen.findByRole('textbox', { name: en.catalogue.calc.quantity });
    await user.clear(qty);
    await user.type(qty, '12000');
    expect(await screen.findByText('₩16,200,000')).toBeVisible();
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getByText(en.catalogue.calc.nextTier.replace('{{qty}}', '30,000').replace('{{price}}', '₩1,200')),
    ).toBeVisible();
    await user.clear(qty);
    await user.type(qty, '1000');
    expect(await screen.findByText(en.catalogue.calc.belowMoq.replace('{{qty}}', '3,000'))).toBeVisible();
    expect(screen.queryByText(en.catalogue.calc.total)).toBeNull();
  });

  it('answers an item that is hidden or gone with not found and a way back to the list', async () => {
    const calls = refuse('get', '/api/sub-materials/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { name: en.catalogue.subDetail.notFoundTitle })).toBeVisible();
    expect(screen.getByText(en.catalogue.subDetail.notFoundBody)).toBeVisible();
    expect(screen.getByRole('link', { name: en.catalogue.subDetail.backToList })).toHaveAttribute('href', '/submaterials');
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('answers a malformed address with not found without asking the server', async () => {
    const calls = answer.get('/api/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail());
    open('AL-050');
    expect(await screen.findByRole('heading', { name: en.catalogue.subDetail.notFoundTitle })).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says the item could not be loaded and loads it again on request', async () => {
    refuse('get', '/api/sub-materials/:id', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.catalogue.loadError);
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    answer.get('/api/sub-materials/:id', subMaterialDetailSchema, subMaterialDetail());
    await user.click(within(alert).getByRole('button', { name: en.catalogue.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: '50 mL airless bottle' })).toBeVisible();
  });

  it('shows a loading state while the item is on its way', async () => {
    hang('get', '/api/sub-materials/:id');
    open();
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
  });
});
