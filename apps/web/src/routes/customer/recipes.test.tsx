import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subMaterialPageSchema } from '@formulab/shared/catalogue/sub-materials.schema';
import { termListSchema } from '@formulab/shared/catalogue/taxonomy.schema';
import { recipeComplianceFileSchema } from '@formulab/shared/compliance/compliance.admin.schema';
import { ruleSetSchema } from '@formulab/shared/compliance/compliance.schema';
import { recipePipelineSchema } from '@formulab/shared/pipeline/pipeline.schema';
import { recipeDetailSchema, recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import en from '../../i18n/en.json';
import {
  GLYCERIN,
  NIACINAMIDE,
  PHENOXYETHANOL,
  RECIPE_ID,
  TONER_LINES,
  WATER,
  complianceFile,
  functionTerms,
  line,
  packagingPage,
  recipeDetail,
  recipePage,
  recipePipeline,
  recipeSummary,
  ruleSet,
} from '../../test/fixtures/recipes.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './recipes.tsx';

const listAt = (url: string) => renderUi(<Component />, { url, path: '/recipes' });
const editorAt = (url: string) => renderUi(<Component />, { url, path: '/recipes/:id' });

const CREAM_ID = 'c3a1f0d2-5b6e-4a7c-9d8e-1f2a3b4c5d61';
const draftCream = recipeSummary({
  id: CREAM_ID,
  name: 'Ceramide barrier cream',
  productType: 'cream',
  visibility: 'public',
  lineCount: 7,
  totalPercent: 97.5,
  valid: false,
});

/** The % box of a line, by its INCI name. */
const percentOf = (inci: string) => screen.getByLabelText(en.recipes.line.percentFor.replace('{{inci}}', inci));

/** A limit warning as the live panel words it: "Line 4 · Phenoxyethanol at 1.5 % exceeds the limit of 1 % in Korea." */
const overLimitIn = (n: number, inci: string, percent: string, limit: string, market: string) =>
  `${en.recipes.live.lineN.replace('{{n}}', String(n)).replace('{{inci}}', inci)} ${en.recipes.live.exceeds
    .replace('{{percent}}', percent)
    .replace('{{limit}}', limit)
    .replace('{{market}}', market)}`;

/** "Revision 3 · saved <date>" under the title. */
const revisionSaved = (n: number) =>
  new RegExp(`^${en.recipes.editor.revisionMeta.replace('{{n}}', String(n)).replace('{{date}}', '')}`);

/** The row of a line, by its INCI name. */
const rowOf = (inci: string) => screen.getAllByTestId('recipe-line').find((row) => within(row).queryByText(inci))!;

/** Everything the editor reads beside the recipe: my list, the market rules, functions, packaging, its file and pipeline. */
function editorSurroundings() {
  answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
  answer.get('/api/compliance/rules', ruleSetSchema, ruleSet());
  answer.get('/api/taxonomy/:kind', termListSchema, functionTerms());
  answer.get('/api/sub-materials', subMaterialPageSchema, packagingPage());
  answer.get('/api/recipes/:id/compliance/file', recipeComplianceFileSchema, complianceFile());
  answer.get('/api/recipes/:id/pipeline', recipePipelineSchema, recipePipeline());
}

/** The editor open on the calming toner, once its verdict is in (the market rules have arrived). */
async function openToner() {
  signedInAs(customerMe);
  editorSurroundings();
  answer.get('/api/recipes/:id', recipeDetailSchema, recipeDetail());
  const view = editorAt(`/recipes/${RECIPE_ID}`);
  // the editor is the heaviest screen to mount (every line, the live panel, the markets): more than the
  // usual 5 s on a loaded two-core machine when it is the first editor the worker renders
  await waitFor(() => expect(screen.getByTestId('recipe-validity')).toHaveTextContent(en.recipes.live.valid), {
    timeout: 10_000,
  });
  return view;
}

/** Replaces what a % box holds, as a user selecting it and typing. */
async function typePercent(user: ReturnType<typeof listAt>['user'], inci: string, text: string) {
  const box = percentOf(inci);
  await user.clear(box);
  await user.type(box, text);
}

describe('/recipes — my recipes', () => {
  it('lists my recipes with status, total and visibility, each opening in the editor', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary(), draftCream]));
    listAt('/recipes');
    const items = await screen.findAllByTestId('recipe-list-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Calming niacinamide toner');
    expect(items[0]).toHaveTextContent(en.recipes.badge.valid);
    expect(items[0]).toHaveTextContent('100 %');
    expect(items[0]).toHaveAttribute('href', `/recipes/${RECIPE_ID}`);
    expect(items[1]).toHaveTextContent(en.recipes.badge.draft);
    expect(items[1]).toHaveTextContent('97.5 %');
    expect(within(items[1]!).getByLabelText(en.recipes.visibility.public)).toBeInTheDocument();
    expect(screen.getByText(en.recipes.list.count_other.replace('{{formatted}}', '2'))).toBeVisible();
    // nothing open yet: the editor pane says how to start
    expect(screen.getByText(en.recipes.empty.title)).toBeVisible();
  });

  it('searches my recipes by name, in the request and in the address', async () => {
    signedInAs(customerMe);
    const calls = answer.get('/api/recipes', recipePageSchema, ({ query }) =>
      recipePage(query.get('q') === 'cream' ? [draftCream] : [recipeSummary(), draftCream]),
    );
    const { user, router } = listAt('/recipes');
    await screen.findByText('Calming niacinamide toner');
    await user.type(screen.getByRole('searchbox', { name: en.recipes.list.search }), 'cream');
    await waitFor(() => expect(screen.queryByText('Calming niacinamide toner')).toBeNull());
    expect(screen.getAllByTestId('recipe-list-item')).toHaveLength(1);
    expect(calls.last?.query.get('q')).toBe('cream');
    expect(urlOf(router)).toBe('/recipes?q=cream');
  });

  it('points a customer without recipes to their first one', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, recipePage([]));
    listAt('/recipes');
    expect(await screen.findByText(en.recipes.list.emptyTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: en.recipes.list.startFirst })).toHaveAttribute('href', '/new-recipes');
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    signedInAs(customerMe);
    refuse('get', '/api/recipes', 500, 'INTERNAL');
    const { user } = listAt('/recipes');
    const alert = await screen.findByRole('alert');
    answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
    await user.click(within(alert).getByRole('button', { name: en.recipes.list.retry }));
    expect(await screen.findByText('Calming niacinamide toner')).toBeVisible();
  });
});

describe('/recipes/:id — the recipe editor', () => {
  it('opens the recipe with its lines, total, verdict and what was requested with it', async () => {
    await openToner();
    expect(screen.getByRole('heading', { level: 1, name: 'Calming niacinamide toner' })).toBeVisible();
    expect(screen.getByText(revisionSaved(3))).toBeVisible();
    expect(screen.getAllByTestId('recipe-line')).toHaveLength(4);
    expect(percentOf('Water')).toHaveValue('92.5');
    expect(percentOf('Phenoxyethanol')).toHaveValue('0.5');
    expect(screen.getByLabelText(en.recipes.line.noteFor.replace('{{inci}}', 'Niacinamide'))).toHaveValue(
      'Dissolve in water first',
    );
    expect(screen.getByTestId('recipe-total')).toHaveTextContent('100 %');
    expect(screen.getByTestId('recipe-total-status')).toHaveTextContent(en.recipes.live.complete);
    expect(screen.getByText(en.recipes.live.noLimitIssues.replace('{{markets}}', 'Korea'))).toBeVisible();
    expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.allSaved);
    // the open recipe is marked in the list beside it
    const active = await screen.findByTestId('recipe-list-item');
    expect(active).toHaveAttribute('aria-current', 'page');
    // what was requested with it
    expect((await screen.findByText('S-000012')).closest('a')).toHaveAttribute('href', expect.stringMatching(/^\/sampleOrder\//));
  });

  it('follows each % typed with the total, the limits and why the recipe is not usable', async () => {
    const { user } = await openToner();
    await typePercent(user, 'Phenoxyethanol', '1.5');
    await waitFor(() =>
      expect(screen.getByTestId('recipe-total-status')).toHaveTextContent(en.recipes.live.over.replace('{{amount}}', '1 %')),
    );
    expect(screen.getByTestId('recipe-total')).toHaveTextContent('101 %');
    // on the line: over Korea's 1 % …
    expect(
      screen.getByText(
        en.recipes.line.overLimit
          .replace('{{inci}}', 'Phenoxyethanol')
          .replace('{{limit}}', '1 %')
          .replace('{{market}}', 'Korea'),
      ),
    ).toBeVisible();
    expect(percentOf('Phenoxyethanol')).toHaveAttribute('aria-invalid', 'true');
    // … and in the live panel, which lists the reasons the recipe is a draft now
    expect(screen.getByTestId('limit-warning')).toHaveTextContent(
      overLimitIn(4, 'Phenoxyethanol', '1.5 %', '1 %', en.compliance.markets.KR),
    );
    const validity = screen.getByTestId('recipe-validity');
    // announced politely as the recipe changes, not as an alert on every keystroke
    expect(validity).toHaveRole('status');
    expect(validity).toHaveTextContent(en.recipes.live.notValid);
    expect(validity).toHaveTextContent(en.recipes.live.reasonTotal.replace('{{total}}', '101 %'));
    expect(validity).toHaveTextContent(en.recipes.live.reasonLimits_one.replace('{{count}}', '1'));
    expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.unsaved);
  });

  it('saves an edited % (water q.s. to 100 %) as a new revision on top of the one it was opened at', async () => {
    const { user } = await openToner();
    const edited = [line(WATER, 93), line(GLYCERIN, 4.5), TONER_LINES[2]!, TONER_LINES[3]!];
    const saved = answer.put('/api/recipes/:id', recipeDetailSchema, () => recipeDetail({ revision: 4, lines: edited }));
    await typePercent(user, 'Glycerin', '4.5');
    await waitFor(() =>
      expect(screen.getByTestId('recipe-total-status')).toHaveTextContent(en.recipes.live.missing.replace('{{amount}}', '0.5 %')),
    );
    // water fills the recipe up to 100 % again (q.s.)
    await user.click(within(rowOf('Water')).getByRole('button', { name: en.recipes.line.qsFor.replace('{{inci}}', 'Water') }));
    await waitFor(() => expect(screen.getByTestId('recipe-total-status')).toHaveTextContent(en.recipes.live.complete));
    expect(percentOf('Water')).toHaveValue('93');
    await user.click(screen.getAllByLabelText(en.recipes.save.note)[0]!);
    await user.paste('Less glycerin, less tack');
    const bar = screen.getByRole('region', { name: en.recipes.save.region });
    await user.click(within(bar).getByRole('button', { name: en.recipes.save.save }));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.allSaved));
    expect(saved).toHaveLength(1);
    expect(saved.last?.params.id).toBe(RECIPE_ID);
    expect(saved.last?.body).toEqual({
      name: 'Calming niacinamide toner',
      productType: 'toner',
      description: 'A light daily toner for sensitive skin.',
      functionIds: [3],
      visibility: 'private',
      lines: [
        { ingredientId: WATER.id, percent: 93, phase: 'A', note: '' },
        { ingredientId: GLYCERIN.id, percent: 4.5, phase: 'A', note: '' },
        { ingredientId: NIACINAMIDE.id, percent: 2, phase: 'B', note: 'Dissolve in water first' },
        { ingredientId: PHENOXYETHANOL.id, percent: 0.5, phase: 'C', note: '' },
      ],
      costing: { fillMl: null, density: 1, packagingIds: [], quantity: 3000 },
      targetMarkets: [],
      forChildren: false,
      childrenAge: null,
      baseRevision: 3,
      revisionNote: 'Less glycerin, less tack',
    });
    expect(screen.getByText(revisionSaved(4))).toBeVisible();
    expect(percentOf('Glycerin')).toHaveValue('4.5');
  });

  it('keeps the edits when someone saved in between, and reloads the latest revision on request', async () => {
    const { user } = await openToner();
    const refused = refuse('put', '/api/recipes/:id', 409, 'REVISION_CONFLICT');
    await typePercent(user, 'Glycerin', '4');
    const bar = screen.getByRole('region', { name: en.recipes.save.region });
    await user.click(within(bar).getByRole('button', { name: en.recipes.save.save }));
    const alert = await screen.findByRole('alert', { name: en.recipes.conflict.title });
    expect(alert).toHaveTextContent(en.recipes.conflict.body);
    expect(refused.last?.body).toMatchObject({ baseRevision: 3 });
    expect(percentOf('Glycerin')).toHaveValue('4');
    expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.unsaved);
    // the other window's save: revision 5 with 6 % glycerin
    const latest = answer.get('/api/recipes/:id', recipeDetailSchema, () =>
      recipeDetail({ revision: 5, lines: [line(WATER, 91.5), line(GLYCERIN, 6), TONER_LINES[2]!, TONER_LINES[3]!] }),
    );
    await user.click(within(alert).getByRole('button', { name: en.recipes.conflict.reload }));
    await waitFor(() => expect(screen.queryByText(en.recipes.conflict.title)).toBeNull());
    expect(latest).toHaveLength(1);
    expect(percentOf('Glycerin')).toHaveValue('6');
    expect(screen.getByText(revisionSaved(5))).toBeVisible();
    expect(screen.getByTestId('save-state')).toHaveTextContent(en.recipes.save.allSaved);
  });

  it("answers another customer's or a deleted recipe with not found", async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
    refuse('get', '/api/recipes/:id', 404, 'NOT_FOUND');
    editorAt(`/recipes/${CREAM_ID}`);
    expect(await screen.findByRole('heading', { name: en.recipes.notFound.title })).toBeVisible();
    expect(screen.getByRole('link', { name: en.recipes.notFound.back })).toHaveAttribute('href', '/recipes');
  });

  it('says a malformed address is not found without asking the server', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
    const asked = answer.get('/api/recipes/:id', recipeDetailSchema, recipeDetail());
    editorAt('/recipes/not-a-recipe');
    expect(await screen.findByText(en.recipes.notFound.title)).toBeVisible();
    await screen.findByText('Calming niacinamide toner');
    expect(asked).toHaveLength(0);
  });

  it('says the recipe could not be loaded and offers to try again', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
    refuse('get', '/api/recipes/:id', 500, 'INTERNAL');
    editorAt(`/recipes/${RECIPE_ID}`);
    const alert = await screen.findByRole('alert', { name: en.recipes.editor.loadError });
    expect(within(alert).getByRole('button', { name: en.recipes.list.retry })).toBeVisible();
  });

  it('shows the editor’s shape while the recipe is on its way', async () => {
    signedInAs(customerMe);
    answer.get('/api/recipes', recipePageSchema, recipePage([recipeSummary()]));
    hang('get', '/api/recipes/:id');
    const { container } = editorAt(`/recipes/${RECIPE_ID}`);
    await screen.findByText('Calming niacinamide toner');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
