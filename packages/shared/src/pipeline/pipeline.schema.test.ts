import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../workflow/workflow.schema.ts';
import { AWAITING_CUSTOMER, PIPELINE_MACHINES, openStates, recordRef, staffWaitingStates } from './pipeline.schema.ts';

describe('pipeline views', () => {
  it.each(SUBJECTS)('%s: every state awaiting the customer is open and offers the customer an action', (subject) => {
    const m = PIPELINE_MACHINES[subject];
    for (const state of AWAITING_CUSTOMER[subject]) {
      expect(m.states).toContain(state);
      expect(openStates(subject)).toContain(state);
      expect(
        m.transitions.some((t) => t.from.includes(state) && t.by.includes('customer')),
        state,
      ).toBe(true);
    }
  });

  it.each(SUBJECTS)('%s: staff wait on open states only, never on one awaiting the customer', (subject) => {
    for (const state of staffWaitingStates(subject)) {
      expect(openStates(subject)).toContain(state);
      expect(AWAITING_CUSTOMER[subject]).not.toContain(state);
    }
  });

  it('writes references with six digits', () => {
    expect(recordRef('sample', 42)).toBe('S-000042');
    expect(recordRef('quote', 1234567)).toBe('Q-1234567');
    expect(recordRef('order', 7)).toBe('O-000007');
  });
});
