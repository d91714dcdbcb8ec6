import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { ArrowButton, ArrowLink } from './arrow-link.tsx';

/** The width of the arrow icon inside `link`. */
const arrowWidth = (link: HTMLElement) => link.querySelector('svg')!.getAttribute('width');

describe('ArrowLink', () => {
  it('links onward with a hidden arrow after its label', () => {
    renderUi(<ArrowLink to="/guide">Read the guide</ArrowLink>);
    const link = screen.getByRole('link', { name: 'Read the guide' });
    expect(link).toHaveAttribute('href', '/guide');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ArrowButton', () => {
  it('is a link styled as a button, its arrow after the label and hidden from screen readers', () => {
    renderUi(
      <ArrowButton to="/signup" color="coral.9">
        Sign up
      </ArrowButton>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveClass('mantine-Button-root');
    expect(link.querySelector('[data-position="right"] svg')).toHaveAttribute('aria-hidden', 'true');
    expect(arrowWidth(link)).toBe('16');
  });

  it('sizes the arrow to the button', () => {
    renderUi(
      <>
        <ArrowButton to="/a" size="xs">
          Small
        </ArrowButton>
        <ArrowButton to="/b" size="md">
          Medium
        </ArrowButton>
        <ArrowButton to="/c" size="lg">
          Large
        </ArrowButton>
      </>,
    );
    expect(arrowWidth(screen.getByRole('link', { name: 'Small' }))).toBe('14');
    expect(arrowWidth(screen.getByRole('link', { name: 'Medium' }))).toBe('18');
    expect(arrowWidth(screen.getByRole('link', { name: 'Large' }))).toBe('18');
    expect(screen.getByRole('link', { name: 'Large' })).toHaveAttribute('data-size', 'lg');
  });
});
