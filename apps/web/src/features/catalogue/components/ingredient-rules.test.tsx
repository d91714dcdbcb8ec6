import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import en from '../../../i18n/en.json';
import ko from '../../../i18n/ko.json';
import { renderUi } from '../../../test/render.tsx';
import { seoulToday } from '@formulab/shared/dates';
import { blankRuleFields } from '@formulab/shared/compliance/compliance.fixtures';
import { IngredientRules, type IngredientRule } from './ingredient-rules.tsx';

/** A rule as GET /api/ingredients/:id sends it, with only what a test changes spelled out. */
function rule(over: Partial<IngredientRule> & Pick<IngredientRule, 'market' | 'inciName' | 'kind'>): IngredientRule {
  return {
    id: crypto.randomUUID(),
    version: 1,
    ...blankRuleFields(),
    reference: 'Annex',
    effectiveFrom: '2013-07-11',
    via: null,
    ...over,
  };
}

const EU_URL = 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj';
const future = `${Number(seoulToday().slice(0, 4)) + 2}-01-01`;

// as the server orders them: market order (KR, EU, …), then rule order
const rules: IngredientRule[] = [
  rule({
    market: 'KR',
    inciName: 'Phenoxyethanol',
    kind: 'restricted',
    maxPercent: 1,
    reference: '화장품 안전기준 등에 관한 규정 [별표 2] 1. 보존제 성분 — 페녹시에탄올',
  }),
  rule({
    market: 'EU',
    inciName: 'Phenoxyethanol',
    kind: 'restricted',
    maxPercent: 0.0015,
    productTypes: ['cream'],
    exceptProductTypes: ['lip-balm'],
    exposures: ['leave-on'],
    conditions: 'Not in products for the nappy area.',
    conditionsKo: '기저귀 부위 제품에는 사용 금지',
    reference: 'Reg. (EC) 1223/2009 Annex V/29',
    sourceUrl: EU_URL,
    verifiedOn: '2026-11-28',
  }),
  rule({
    market: 'EU',
    inciName: 'Linalool',
    kind: 'allergen',
    via: 'Linalool',
    reference: 'Reg. (EC) 1223/2009 Annex III/84',
    effectiveFrom: future,
  }),
  rule({
    market: 'CN',
    inciName: 'Methyleugenol',
    kind: 'prohibited',
    via: 'Methyleugenol',
    form: 'nano',
    reference: '化妆品安全技术规范 表1',
  }),
  rule({
    market: 'ASEAN',
    inciName: 'Kojic Acid',
    kind: 'conditional',
    positiveScope: true,
    productTypes: ['cream'],
    childrenUnder: 3,
    conditions: 'Face and hands only.',
    reference: 'ACD Annex III',
  }),
];

async function inKorean() {
  await act(() => i18n.changeLanguage('ko'));
}

describe('IngredientRules', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('groups the rules by market, in market order, under the market names', () => {
    renderUi(<IngredientRules item={{ inciName: 'Phenoxyethanol', rules }} />);
    const section = screen.getByTestId('ingredient-rules');
    expect(within(section).getByRole('heading', { name: en.catalogue.rules.title })).toBeInTheDocument();
    expect(within(section).getByText(en.catalogue.rules.intro)).toBeInTheDocument();
    const groups = within(section).getAllByTestId(/^ingredient-rules-(KR|EU|CN|US|ASEAN)$/);
    expect(groups.map((g) => g.dataset.testid)).toEqual([
      'ingredient-rules-KR',
      'ingredient-rules-EU',
      'ingredient-rules-CN',
      'ingredient-rules-ASEAN',
    ]);
    expect(within(groups[0]!).getByRole('heading')).toHaveTextContent(en.compliance.markets.KR);
    expect(within(groups[1]!).getAllByTestId('ingredient-rule')).toHaveLength(2);
    expect(within(groups[1]!).getByRole('list', { name: en.compliance.markets.EU })).toBeInTheDocument();
    expect(screen.queryByTestId('ingredient-rules-US')).not.toBeInTheDocument();
  });

  it('shows each rule: kind, the maximum as stored, where it applies, via, source and verification', () => {
    renderUi(<IngredientRules item={{ inciName: 'Phenoxyethanol', rules }} />);
    const [kr, euCap, euAllergen] = screen.getAllByTestId('ingredient-rule');

    // the cap exactly as stored, no rounding
    expect(within(kr!).getByText(en.catalogue.rules.kinds.restricted)).toBeInTheDocument();
    expect(within(kr!).getByTestId('rule-max')).toHaveTextContent(/^max 1%$/);
    expect(within(euCap!).getByTestId('rule-max')).toHaveTextContent(/^max 0\.0015%$/);
    expect(within(kr!).getByTestId('rule-scope')).toHaveTextContent('Applies to: all products');
    expect(within(euCap!).getByTestId('rule-scope')).toHaveTextContent('Applies to: Cream · leave-on (except Lip balm)');
    expect(within(euCap!).getByTestId('rule-conditions')).toHaveTextContent('Not in products for the nappy area.');

    // the source: a link to the legal text in a new tab, and its verification
    const link = within(euCap!).getByRole('link', { name: /Annex V\/29/ });
    expect(link).toHaveAttribute('href', EU_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(euCap!).getByText('· checked 2026-11-28')).toBeInTheDocument();
    expect(within(euCap!).queryByTestId('rule-unverified')).not.toBeInTheDocument();
    // no link without a source URL; unverified is said
    expect(within(kr!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(kr!).getByTestId('rule-unverified')).toHaveTextContent(en.compliance.why.unverified);

    // through a constituent, not yet in force
    expect(within(euAllergen!).getByTestId('rule-via')).toHaveTextContent('via Linalool');
    expect(within(euAllergen!).queryByTestId('rule-max')).not.toBeInTheDocument();
    expect(within(euAllergen!).getByTestId('rule-from')).toHaveTextContent(`Applies from ${future}`);
    expect(within(kr!).queryByTestId('rule-from')).not.toBeInTheDocument();
  });

  it('marks a prohibition red and says a positive scope, the children and the form', () => {
    renderUi(<IngredientRules item={{ inciName: 'Lavandula Angustifolia (Lavender) Oil', rules }} />);
    const cn = within(screen.getByTestId('ingredient-rules-CN')).getByTestId('ingredient-rule');
    expect(cn).toHaveAttribute('data-kind', 'prohibited');
    const badge = within(cn).getByText(en.catalogue.rules.kinds.prohibited);
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(/--badge-bg: var\(--mantine-color-red-light\)/);
    expect(within(cn).getByTestId('rule-scope')).toHaveTextContent('nano form only');
    const asean = within(screen.getByTestId('ingredient-rules-ASEAN')).getByTestId('ingredient-rule');
    expect(within(asean).getByTestId('rule-scope')).toHaveTextContent('Allowed only in: Cream · children under 3');
    // the rule's own substance is named when it is neither the ingredient nor a constituent it came through
    expect(within(asean).getByText('Kojic Acid')).toBeInTheDocument();
  });

  it('says what a cap "expressed as" a parent substance is counted as, naming the parent once', () => {
    const benzoic = rule({
      market: 'EU',
      inciName: 'Benzoic Acid',
      kind: 'restricted',
      maxPercent: 2.5,
      expressedAs: 'benzoic-acid',
      exposures: ['rinse-off'],
    });
    renderUi(<IngredientRules item={{ inciName: 'Sodium Benzoate', rules: [benzoic] }} />);
    const row = screen.getByTestId('ingredient-rule');
    expect(within(row).getByTestId('rule-max')).toHaveTextContent(/^max 2\.5% as Benzoic Acid$/);
    expect(within(row).getAllByText(/Benzoic Acid/)).toHaveLength(1);
    expect(within(row).getByTestId('rule-scope')).toHaveTextContent('Applies to: rinse-off');
  });

  it('says so when no rule names the substance', () => {
    renderUi(<IngredientRules item={{ inciName: 'Aqua', rules: [] }} />);
    expect(screen.getByTestId('ingredient-rules-empty')).toHaveTextContent(en.catalogue.rules.empty);
    expect(screen.queryByTestId('ingredient-rule')).not.toBeInTheDocument();
  });

  it('reads Korean on a Korean screen: market names, the Korean conditions, "(영문)" for English-only text', async () => {
    await inKorean();
    renderUi(<IngredientRules item={{ inciName: 'Phenoxyethanol', rules }} />);
    expect(await screen.findByRole('heading', { name: ko.catalogue.rules.title })).toBeInTheDocument();
    const eu = screen.getByTestId('ingredient-rules-EU');
    expect(within(eu).getAllByRole('heading')[0]).toHaveTextContent(ko.compliance.markets.EU);
    const [euCap, euAllergen] = within(eu).getAllByTestId('ingredient-rule');
    expect(within(euCap!).getByTestId('rule-max')).toHaveTextContent(/^최대 0\.0015%$/);
    expect(within(euCap!).getByTestId('rule-conditions')).toHaveTextContent('기저귀 부위 제품에는 사용 금지');
    expect(within(euAllergen!).getByTestId('rule-via')).toHaveTextContent('구성 성분 Linalool');
    const kr = within(screen.getByTestId('ingredient-rules-KR')).getByTestId('ingredient-rule');
    expect(within(kr).getByTestId('rule-unverified')).toHaveTextContent(ko.compliance.why.unverified);
    const asean = within(screen.getByTestId('ingredient-rules-ASEAN')).getByTestId('ingredient-rule');
    expect(within(asean).getByTestId('rule-conditions')).toHaveTextContent(
      `Face and hands only. ${ko.compliance.why.untranslated}`,
    );
  });

  it('says so in Korean when no rule names the substance', async () => {
    await inKorean();
    renderUi(<IngredientRules item={{ inciName: 'Aqua', rules: [] }} />);
    expect(await screen.findByTestId('ingredient-rules-empty')).toHaveTextContent(ko.catalogue.rules.empty);
  });
});
