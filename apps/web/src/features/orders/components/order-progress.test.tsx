import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { renderUi } from '../../../test/render.tsx';
import { OrderProgress } from './order-progress.tsx';

const states = en.workflow.states.order;

/** The step marked as the current one, or null when every step is done. */
const current = () => screen.getByTestId('order-progress').querySelector('[aria-current="step"]');

describe('OrderProgress — where an order stands', () => {
  it('marks the state reached as the step in progress', () => {
    renderUi(<OrderProgress order={{ state: 'in_production', quantity: 5000, remainingQuantity: 5000 }} />);
    const progress = screen.getByTestId('order-progress');
    for (const s of ['pending_payment', 'paid', 'in_production', 'quality_check', 'shipped', 'delivered'] as const)
      expect(within(progress).getByText(states[s])).toBeVisible();
    expect(current()).toHaveTextContent(states.in_production);
  });

  it('puts a partly shipped order at the shipping step, named so, with how many units have gone', () => {
    renderUi(<OrderProgress order={{ state: 'partially_shipped', quantity: 3000, remainingQuantity: 1500 }} />);
    const step = current();
    expect(step).toHaveTextContent(states.partially_shipped);
    expect(step).toHaveTextContent('1,500 of 3,000 units');
    expect(screen.queryByText(states.shipped)).toBeNull();
  });

  it('has every step done once the order is delivered', () => {
    renderUi(<OrderProgress order={{ state: 'delivered', quantity: 5000, remainingQuantity: 0 }} />);
    expect(current()).toBeNull();
    expect(screen.getByText(states.delivered)).toBeVisible();
  });
});
