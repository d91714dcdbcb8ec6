import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { renderUi } from '../../../test/render.tsx';
import { TermChips } from './term-chips.tsx';
import classes from './catalogue.module.css';

const terms: Term[] = [
  { id: 1, slug: 'humectant', nameKo: '보습제', nameEn: 'Humectant', sortOrder: 1, version: 1, usage: 3 },
  { id: 2, slug: 'emollient', nameKo: '유연제', nameEn: 'Emollient', sortOrder: 2, version: 1, usage: 0 },
];

afterEach(cleanup);

describe('TermChips', () => {
  it('keeps its row while the terms load, so the results below do not jump when they come', () => {
    const loading = renderUi(<TermChips label="Category" terms={[]} loading value="" onChange={() => {}} />);
    expect(screen.getByText('Category')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(loading.container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
    cleanup();

    // loaded: "All" and the one term in use, no placeholder
    const loaded = renderUi(<TermChips label="Category" terms={terms} loading={false} value="" onChange={() => {}} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(loaded.container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(0);
  });

  it('folds the chips past the first few by the stylesheet, so a phone can show them all in one line', async () => {
    const many: Term[] = ['a', 'b', 'c', 'd'].map((slug, i) => ({ ...terms[0]!, id: 10 + i, slug, nameEn: `Term ${slug}` }));
    renderUi(<TermChips label="Function" terms={many} multiple visible={2} value={['d']} onChange={() => {}} />);
    // every chip is on the page (the phone's line shows them all); the third folds on a wider screen,
    // the fourth is chosen and never folds
    const root = (name: string) => screen.getByRole('checkbox', { name }).closest(`.${classes.foldedChip}`);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(root('Term a')).toBeNull();
    expect(root('Term c')).not.toBeNull();
    expect(root('Term d')).toBeNull();
    const more = screen.getByRole('button', { name: /1/ });
    expect(more.className).toContain(classes.moreChips);
    await userEvent.click(more);
    expect(root('Term c')).toBeNull();
  });

  it('shows nothing once loaded when no term is in use', () => {
    renderUi(<TermChips label="Category" terms={[terms[1]!]} loading={false} value="" onChange={() => {}} />);
    expect(screen.queryByText('Category')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
