import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { LoadingStack, NotFoundPanel } from './list-states.tsx';
import en from '../i18n/en.json';

describe('NotFoundPanel', () => {
  it('heads the page with what was not found, a line of help and the way back', () => {
    renderUi(
      <NotFoundPanel title="No such product" body="It may have been removed." illustrationSize={120}>
        <a href="/shop">Back to the shop</a>
      </NotFoundPanel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No such product' })).toBeInTheDocument();
    expect(screen.getByText('It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});

describe('LoadingStack', () => {
  it('holds its placeholders in a column announced as loading', () => {
    const { container } = renderUi(
      <LoadingStack gap="lg">
        <span>bar</span>
      </LoadingStack>,
    );
    const stack = container.querySelector('[aria-busy="true"]')!;
    expect(stack).toHaveAttribute('aria-label', en.common.loading);
    expect(stack).toHaveClass('mantine-Stack-root');
    expect(stack).toHaveTextContent('bar');
  });
});
