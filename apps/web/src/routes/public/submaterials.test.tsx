import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { termListSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import en from '../../i18n/en.json';
import {
  SUB_MATERIAL_ID,
  subFinishes,
  subMaterialPage,
  subMaterialsList,
  subMaterialSummary,
  subTypes,
  termList,
} from '../../test/fixtures/catalogue.ts';
import { itLoadsAgainAfterAnError, itSaysWhenEmpty, type ListScreen } from '../../test/list-cases.tsx';
import { answer } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './submaterials.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/submaterials' });

/** The type chips' and the material and finish selects' lists. */
function answerTerms() {
  const lists = { 'sub-types': subTypes, 'sub-materials': subMaterialsList, 'sub-finishes': subFinishes };
  answer.get('/api/taxonomy/:kind', termListSchema, ({ params }) => termList(lists[params.kind as keyof typeof lists]));
}

const bottle = subMaterialSummary({
  id: '1e3a5c7e-9b0d-4f24-a6c8-0e2a4c6e8a57',
  code: 'PB-150',
  nameKo: '150 mL PET 용기',
  nameEn: '150 mL PET bottle',
  type: { id: 22, slug: 'bottle', nameKo: '용기', nameEn: 'Bottle' },
  capacityMl: 150,
  finishes: [],
  moq: 5000,
  fromPrice: 380,
  leadTimeDays: 14,
});

/** The catalogue as its list cases see it: a visitor's, with its type chips and selects. */
const catalogue: ListScreen<typeof subMaterialPageSchema> = {
  setup: answerTerms,
  open,
  url: '/submaterials',
  list: '/api/sub-materials',
  schema: subMaterialPageSchema,
  page: subMaterialPage([subMaterialSummary()]),
  findRow: () => screen.findByText('50 mL airless bottle', { selector: 'a' }),
};

describe('/submaterials — packaging', () => {
  it("draws a card's picture with its thumbnail's size", async () => {
    answerTerms();
    const pictured = subMaterialSummary({
      thumbUrl: '/api/files/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d/thumb',
      thumbSize: { width: 213, height: 320 },
    });
    answer.get('/api/sub-materials', subMaterialPageSchema, subMaterialPage([pictured, bottle]));
    open('/submaterials');
    const card = (await screen.findByText('50 mL airless bottle', { selector: 'a' })).closest('article')!;
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', pictured.thumbUrl);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['213', '320']);
    // no picture: the placeholder, no <img>
    expect(screen.getByText('150 mL PET bottle', { selector: 'a' }).closest('article')!.querySelector('img')).toBeNull();
  });

  it('shows the packaging as cards with type, capacity, material, price and minimum order', async () => {
    answerTerms();
    const calls = answer.get('/api/sub-materials', subMaterialPageSchema, subMaterialPage([subMaterialSummary(), bottle]));
    open('/submaterials');
    const link = await screen.findByText('50 mL airless bottle', { selector: 'a' });
    expect(link).toHaveAttribute('href', `/submaterial/${SUB_MATERIAL_ID}`);
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Airless');
    expect(card).toHaveTextContent('AL-050');
    expect(card).toHaveTextContent('50 ml · PP');
    expect(card).toHaveTextContent('Matte');
    expect(card).toHaveTextContent(`${en.catalogue.sub.fromPrice.replace('{{price}}', '₩1,200')} ${en.catalogue.sub.perUnit}`);
    expect(card).toHaveTextContent(en.catalogue.sub.moqShort.replace('{{qty}}', '3,000'));
    expect(card).toHaveTextContent(en.catalogue.sub.leadShort_other.replace('{{count}}', '21'));
    expect(screen.getByText('150 mL PET bottle', { selector: 'a' })).toHaveAttribute('href', `/submaterial/${bottle.id}`);
    expect(screen.getByText(en.catalogue.submaterials.count_other.replace('{{n}}', '2'))).toBeVisible();
    expect(calls.last?.query.get('sort')).toBe('name');
    expect(calls.last?.query.get('limit')).toBe('24');
  });

  it('sends a typed search, says when nothing matches, and clears it', async () => {
    answerTerms();
    const calls = answer.get('/api/sub-materials', subMaterialPageSchema, ({ query }) =>
      subMaterialPage(query.get('q') ? [] : [subMaterialSummary(), bottle]),
    );
    const { user, router } = open('/submaterials');
    await screen.findByText('50 mL airless bottle', { selector: 'a' });
    await user.type(screen.getByRole('searchbox', { name: en.catalogue.submaterials.searchLabel }), 'dropper{Enter}');
    expect(await screen.findByText(en.catalogue.empty.title)).toBeVisible();
    expect(screen.getByText(en.catalogue.empty.bodyQuery.replace('{{query}}', 'dropper'))).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('dropper');
    expect(urlOf(router)).toBe('/submaterials?q=dropper');
    await user.click(screen.getByRole('button', { name: en.catalogue.filters.clearAll }));
    expect(await screen.findByText('50 mL airless bottle', { selector: 'a' })).toBeVisible();
    expect(urlOf(router)).toBe('/submaterials');
  });

  it('asks for a type, a material and another order when they are picked', async () => {
    answerTerms();
    const calls = answer.get('/api/sub-materials', subMaterialPageSchema, ({ query }) =>
      subMaterialPage(query.get('type') === 'bottle' ? [bottle] : [subMaterialSummary(), bottle]),
    );
    const { user, router } = open('/submaterials');
    await screen.findByText('50 mL airless bottle', { selector: 'a' });
    await user.click(screen.getByRole('radio', { name: 'Bottle' }));
    await waitFor(() => expect(screen.queryByText('50 mL airless bottle', { selector: 'a' })).toBeNull());
    expect(calls.last?.query.get('type')).toBe('bottle');
    await user.click(screen.getByRole('textbox', { name: en.catalogue.subFilters.material }));
    await user.click(await screen.findByRole('option', { name: 'PP' }));
    await waitFor(() => expect(calls.last?.query.get('material')).toBe('pp'));
    await user.selectOptions(screen.getByRole('combobox', { name: en.catalogue.sort.label }), 'capacity');
    await waitFor(() => expect(calls.last?.query.get('sort')).toBe('capacity'));
    expect(calls.last?.query.get('type')).toBe('bottle');
    expect(urlOf(router)).toBe('/submaterials?type=bottle&material=pp&sort=capacity');
  });

  itSaysWhenEmpty('says the catalogue is being prepared when it has nothing yet', catalogue, {
    page: subMaterialPage([]),
    texts: [en.catalogue.empty.catalogueTitle, en.catalogue.empty.catalogueBody],
  });

  itLoadsAgainAfterAnError('says the list could not be loaded and loads it again on request', catalogue, {
    error: en.catalogue.loadError,
    retry: en.catalogue.retry,
    inAlert: true,
  });
});
