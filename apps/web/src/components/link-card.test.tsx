import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import {
  LinkCard,
  LinkCardFoot,
  LinkCardSkeleton,
  LinkCardTitle,
  SkeletonBadges,
  SkeletonEnds,
  SkeletonLines,
  TextCardSkeleton,
} from './link-card.tsx';
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

  it('titles the card with a heading whose link, to the record, covers the card', () => {
    renderUi(
      <LinkCard>
        <LinkCardTitle to="/ingredients/1">Glycerin</LinkCardTitle>
        <LinkCardFoot>
          <span>₩4,200 / kg</span>
          <span>MOQ 1 kg</span>
        </LinkCardFoot>
      </LinkCard>,
    );
    const link = screen.getByRole('link', { name: 'Glycerin' });
    expect(screen.getByRole('heading', { level: 2, name: 'Glycerin' })).toContainElement(link);
    expect(link).toHaveAttribute('href', '/ingredients/1');
    expect(link).toHaveClass(linkCard.stretched!);
    expect(screen.getByRole('article')).toHaveTextContent('₩4,200 / kgMOQ 1 kg');
  });

  it('puts a text card’s head line above its column, and the lesser figure at the end of its foot', () => {
    renderUi(
      <LinkCard
        head={
          <>
            <span>Humectant</span>
            <span>Allergen</span>
          </>
        }
      >
        <LinkCardTitle to="/ingredients/1">Glycerin</LinkCardTitle>
        <LinkCardFoot end="MOQ 1 kg">
          <span>₩4,200 / kg</span>
        </LinkCardFoot>
      </LinkCard>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('HumectantAllergenGlycerin₩4,200 / kgMOQ 1 kg');
    expect(screen.getByText('Humectant').parentElement).toHaveClass('mantine-Group-root');
    expect(screen.getByText('MOQ 1 kg')).toHaveClass('tabular');
    expect(screen.getByText('MOQ 1 kg')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('keeps a loading card out of what screen readers read', () => {
    const { container } = renderUi(
      <LinkCardSkeleton h={232}>
        <span>placeholder</span>
      </LinkCardSkeleton>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('placeholder');
  });

  it('holds a flush card’s picture place above its bars, hidden from screen readers too', () => {
    const { container } = renderUi(
      <LinkCardSkeleton picture>
        <span>placeholder</span>
      </LinkCardSkeleton>,
    );
    const card = container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(card).toHaveTextContent('placeholder');
    expect(card.querySelector<HTMLElement>('.mantine-Skeleton-root')!.style.aspectRatio).toBe('4 / 3');
  });
});

const bars = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.mantine-Skeleton-root')].map((el) => [el.style.height, el.style.width]);

describe('skeleton bars', () => {
  it('draws lines one under another, each as tall and wide as given', () => {
    const { container } = renderUi(<SkeletonLines h={[10, 16]} w={['40%', 120]} />);
    expect(bars(container)).toEqual([
      ['calc(0.625rem * var(--mantine-scale))', '40%'],
      ['calc(1rem * var(--mantine-scale))', 'calc(7.5rem * var(--mantine-scale))'],
    ]);
  });

  it('draws a row of badges side by side', () => {
    const { container } = renderUi(<SkeletonBadges widths={[52, 64, 44]} />);
    expect(bars(container)).toHaveLength(3);
    expect(container.querySelector('.mantine-Group-root')).toContainElement(container.querySelector('.mantine-Skeleton-root'));
  });

  it('draws two bars at either end, under a rule when asked', () => {
    const plain = renderUi(<SkeletonEnds h={[12, 12]} w={[70, 80]} />);
    expect(bars(plain.container)).toHaveLength(2);
    plain.unmount();
    const ruled = renderUi(<SkeletonEnds rule h={[16, 12]} w={[110, 70]} />);
    expect(bars(ruled.container)).toHaveLength(3);
    expect(bars(ruled.container)[0]![0]).toBe('calc(0.0625rem * var(--mantine-scale))');
  });
});

describe('TextCardSkeleton', () => {
  it('draws the head’s ends (when there are), the lines, the badges and the ruled foot, hidden from screen readers', () => {
    const foot = { h: [12, 12], w: [70, 80] } as const;
    const lines = { h: [16, 10], w: ['75%', '35%'] };
    const withHead = renderUi(
      <TextCardSkeleton h={248} head={{ h: [18, 18], w: [64, 72] }} lines={lines} badges={[52, 64]} foot={foot} />,
    );
    const card = withHead.container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    // 2 head ends + 2 lines + 2 badges + the rule and 2 foot ends
    expect(bars(card)).toHaveLength(9);
    withHead.unmount();
    const plain = renderUi(<TextCardSkeleton h={232} lines={lines} badges={[52, 64, 44]} foot={foot} />);
    expect(bars(plain.container)).toHaveLength(2 + 3 + 3);
  });
});
