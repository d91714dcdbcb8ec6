import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partCostFor, type SubMaterialDetail } from '@formulab/shared/catalogue/sub-materials.schema';
import { DEFAULT_COSTING } from '../editor-state.ts';
import type { LiveResult } from '../live.ts';
import type { PackagingPart } from '../use-packaging.ts';
import { renderUi } from '../../../test/render.tsx';
import { CostSection } from './cost-section.tsx';

/** A bottle sold from 5,000 at ₩300. */
const bottle = {
  id: '00000000-0000-4000-8000-0000000000b1',
  nameKo: '바디로션 보틀',
  nameEn: 'Body lotion bottle',
  moq: 5_000,
  priceTiers: [{ minQty: 5_000, unitPrice: 300 }],
} as unknown as SubMaterialDetail;

const part = (quantity: number): PackagingPart => ({
  id: bottle.id,
  detail: bottle,
  cost: partCostFor(bottle.priceTiers, bottle.moq, quantity),
  loading: false,
  missing: false,
});

const live = (packaging: number) =>
  ({ costPerKg: 12_000, perUnit: { bulk: 600, packaging, total: 600 + packaging } }) as unknown as LiveResult;

describe('the editor’s cost per unit', () => {
  it('a part below its minimum order is priced at the minimum order, with the surplus said — not ₩0', () => {
    const costing = { ...DEFAULT_COSTING, fillMl: 50, packagingIds: [bottle.id], quantity: 3_000 };
    renderUi(<CostSection live={live(500)} costing={costing} dispatch={() => {}} parts={[part(3_000)]} />);
    const section = screen.getByRole('region', { name: 'Cost estimate' });
    expect(within(section).getByText('Body lotion bottle')).toBeInTheDocument();
    // 5,000 × ₩300 for 3,000 units
    expect(within(section).getAllByText('₩500').length).toBeGreaterThan(0);
    expect(screen.getByTestId('packaging-surplus')).toHaveTextContent(
      'Minimum order 5,000 at ₩300: 2,000 surplus shared by each unit',
    );
  });

  it('at the minimum order: the tier price and no surplus note', () => {
    const costing = { ...DEFAULT_COSTING, fillMl: 50, packagingIds: [bottle.id], quantity: 5_000 };
    renderUi(<CostSection live={live(300)} costing={costing} dispatch={() => {}} parts={[part(5_000)]} />);
    expect(screen.queryByTestId('packaging-surplus')).toBeNull();
    expect(screen.getAllByText('₩300').length).toBeGreaterThan(0);
  });
});
