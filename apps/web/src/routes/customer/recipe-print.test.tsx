import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleSetSchema } from '@formulab/shared/compliance/compliance.schema';
import { recipeDetailSchema } from '@formulab/shared/recipes/recipes.schema';
import en from '../../i18n/en.json';
import {
  GLYCERIN,
  NIACINAMIDE,
  PHENOXYETHANOL,
  RECIPE_ID,
  WATER,
  line,
  recipeDetail,
  ruleSet,
} from '../../test/fixtures/recipes.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './recipe-print.tsx';

/**
 * The toolbar above the sheet (back link, Print). the test DOM applies the screen's print stylesheet whatever
 * its `media="print"` says, so the toolbar, hidden on paper, counts as hidden here: found with `hidden`.
 */
const toolbar = { hidden: true } as const;

const open = (id = RECIPE_ID) => renderUi(<Component />, { url: `/recipes/${id}/print`, path: '/recipes/:id/print' });

/** A limit warning as the live panel words it: "Line 4 · Phenoxyethanol at 1.5 % exceeds the limit of 1 % in Korea." */
const overLimitIn = (n: number, inci: string, percent: string, limit: string, market: string) =>
  `${en.recipes.live.lineN.replace('{{n}}', String(n)).replace('{{inci}}', inci)} ${en.recipes.live.exceeds
    .replace('{{percent}}', percent)
    .replace('{{limit}}', limit)
    .replace('{{market}}', market)}`;

afterEach(() => vi.restoreAllMocks());

describe('/recipes/:id/print — the formulation sheet', () => {
  it('prints the saved recipe by phase, with its total, INCI list and status', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes/:id', recipeDetailSchema, recipeDetail());
    answer.get('/api/compliance/rules', ruleSetSchema, ruleSet());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open();
    const sheet = await screen.findByRole('article', { name: en.recipes.print.sheet });
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Calming niacinamide toner' })).toBeVisible();
    expect(document.title).toBe(`Calming niacinamide toner — ${en.recipes.print.kicker} · Formulab`);
    // phases A (water, glycerin: 97.5 %), B and C, each with its subtotal
    const phaseA = within(sheet).getByRole('rowheader', { name: en.recipes.print.phase.replace('{{phase}}', 'A') });
    expect(phaseA.closest('tr')).toHaveTextContent('97.5 %');
    expect(within(sheet).getByRole('row', { name: /Niacinamide/ })).toHaveTextContent('Dissolve in water first');
    expect(within(sheet).getByRole('row', { name: new RegExp(en.recipes.live.total) })).toHaveTextContent(
      `100 %${en.recipes.live.complete}`,
    );
    expect(within(sheet).getByText('Water, Glycerin, Niacinamide, Phenoxyethanol')).toBeVisible();
    expect(within(sheet).getByText(en.recipes.live.valid)).toBeVisible();
    expect(screen.getByRole('link', { name: en.recipes.print.back, ...toolbar })).toHaveAttribute(
      'href',
      `/recipes/${RECIPE_ID}`,
    );
    await user.click(screen.getByRole('button', { name: en.recipes.print.print, ...toolbar }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks the lines over a market limit, as the editor does', async () => {
    signedInAs(customerMe);
    const over = [line(WATER, 91.5), line(GLYCERIN, 5), line(NIACINAMIDE, 2), line(PHENOXYETHANOL, 1.5)];
    answer.get('/api/recipes/:id', recipeDetailSchema, recipeDetail({ lines: over, valid: false }));
    answer.get('/api/compliance/rules', ruleSetSchema, ruleSet());
    open();
    const warnings = await screen.findByRole('heading', { name: en.recipes.live.limits });
    expect(warnings.closest('section')).toHaveTextContent(
      overLimitIn(4, 'Phenoxyethanol', '1.5 %', '1 %', en.compliance.markets.KR),
    );
    expect(screen.getByText(en.recipes.print.draftStatus)).toBeVisible();
  });

  it("answers another customer's or a deleted recipe with not found", async () => {
    signedInAs(customerMe);
    refuse('get', '/api/recipes/:id', 404, 'NOT_FOUND');
    open();
    expect(await screen.findByRole('heading', { name: en.recipes.notFound.title })).toBeVisible();
    expect(screen.queryByRole('button', { name: en.recipes.print.print, ...toolbar })).toBeNull();
  });

  it('says the recipe could not be loaded, offers no sheet to print, and loads it again on request', async () => {
    signedInAs(customerMe);
    const asked = refuse('get', '/api/recipes/:id', 500, 'INTERNAL');
    const { user } = open();
    expect(await screen.findByText(en.recipes.editor.loadError)).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('button', { name: en.recipes.print.print, ...toolbar })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    // a server error is not a missing recipe
    expect(screen.queryByText(en.recipes.notFound.title)).toBeNull();
    answer.get('/api/recipes/:id', recipeDetailSchema, recipeDetail());
    answer.get('/api/compliance/rules', ruleSetSchema, ruleSet());
    await user.click(screen.getByRole('button', { name: en.recipes.list.retry }));
    expect(await screen.findByRole('article', { name: en.recipes.print.sheet })).toBeVisible();
  });

  it('keeps Print off while the recipe is on its way', async () => {
    signedInAs(customerMe);
    hang('get', '/api/recipes/:id');
    open();
    expect(screen.getByRole('button', { name: en.recipes.print.print, ...toolbar })).toBeDisabled();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
