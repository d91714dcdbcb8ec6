import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { TagBadges } from './tag-badges.tsx';

const tags = ['Humectant', 'Emollient', 'Solvent', 'Antioxidant', 'Preservative'].map((label) => ({ key: label, label }));

describe('TagBadges', () => {
  it('shows the first tags and names how many more there are', () => {
    renderUi(<TagBadges tags={tags} moreLabel={(n) => `${n} more functions`} />);
    expect(screen.getByText('Humectant')).toBeInTheDocument();
    expect(screen.getByText('Solvent')).toBeInTheDocument();
    expect(screen.queryByText('Antioxidant')).not.toBeInTheDocument();
    expect(screen.getByLabelText('2 more functions')).toHaveTextContent('+2');
  });

  it('shows nothing without tags', () => {
    const { container } = renderUi(<TagBadges tags={[]} moreLabel={() => ''} />);
    expect(container.ownerDocument.body).not.toHaveTextContent('+');
    expect(screen.queryByText(/./)).toBeNull();
  });
});
