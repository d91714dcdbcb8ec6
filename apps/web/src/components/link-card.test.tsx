import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { LinkCard } from './link-card.tsx';
import linkCard from './link-card.module.css';

describe('LinkCard', () => {
  it('is an article whose title link covers it', () => {
    renderUi(
      <LinkCard>
        <h2>
          <a href="/x" className={linkCard.stretched}>
            Glycerin
          </a>
        </h2>
      </LinkCard>,
    );
    const card = screen.getByRole('article');
    expect(card).toContainElement(screen.getByRole('link', { name: 'Glycerin' }));
    expect(card).toHaveClass(linkCard.card!, 'keep-all');
  });

  it('runs its content to the edges when flush', () => {
    renderUi(
      <LinkCard flush>
        <img src="/x.png" alt="" />
      </LinkCard>,
    );
    expect(screen.getByRole('article')).toHaveStyle({ overflow: 'hidden' });
  });
});
