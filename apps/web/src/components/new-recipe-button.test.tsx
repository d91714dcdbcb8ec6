import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { NewRecipeButton } from './new-recipe-button.tsx';

describe('NewRecipeButton', () => {
  it('links to a new recipe', () => {
    renderUi(<NewRecipeButton size="sm">Start your first recipe</NewRecipeButton>);
    expect(screen.getByRole('link', { name: 'Start your first recipe' })).toHaveAttribute('href', '/new-recipes');
  });
});
