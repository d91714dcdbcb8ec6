import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { AdminPanel } from './panel.tsx';

describe('AdminPanel', () => {
  it('is a section named by its heading', () => {
    renderUi(
      <AdminPanel id="top-pages" title="Top pages">
        <p>/intro</p>
      </AdminPanel>,
    );
    const section = screen.getByRole('region', { name: 'Top pages' });
    expect(screen.getByRole('heading', { level: 2, name: 'Top pages' })).toHaveAttribute('id', 'top-pages');
    expect(section).toHaveTextContent('/intro');
  });
});
