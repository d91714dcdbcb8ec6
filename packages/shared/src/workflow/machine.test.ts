import { describe, expect, it } from 'vitest';
import { orderMachine } from '../orders/orders.states.ts';
import { quoteMachine } from '../quotes/quotes.states.ts';
import { sampleMachine } from '../samples/samples.states.ts';
import { purchaseMachine } from '../shop/purchases.states.ts';
import { actionsFor, defineMachine, findTransition, isOpen, type Machine } from './machine.ts';
import { missingRequirements } from './workflow.schema.ts';

const machines: Machine[] = [sampleMachine, quoteMachine, orderMachine, purchaseMachine];

describe.each(machines.map((m) => [m.name, m] as const))('%s machine', (_name, m) => {
  it('reaches every state from the initial one', () => {
    const seen = new Set<string>([m.initial]);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of m.transitions) {
        if (t.from.some((s) => seen.has(s)) && !seen.has(t.to)) {
          seen.add(t.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...m.states].sort());
  });

  it('leaves every open state by some action and no final state by any', () => {
    for (const s of m.states) {
      const out = m.transitions.filter((t) => t.from.includes(s));
      if (m.final.includes(s)) expect(out).toEqual([]);
      else expect(out.length).toBeGreaterThan(0);
      expect(isOpen(m, s)).toBe(!m.final.includes(s));
    }
  });

  it('has at most one transition per state, action and actor', () => {
    const keys = m.transitions.flatMap((t) => t.from.flatMap((s) => t.by.map((a) => `${s}:${t.action}:${a}`)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('actionsFor and findTransition', () => {
  it('offers staff the review and rejection of a submitted sample, the customer only its cancellation', () => {
    expect(actionsFor(sampleMachine, 'submitted', 'staff').map((t) => t.action)).toEqual(['review', 'reject']);
    expect(actionsFor(sampleMachine, 'submitted', 'customer').map((t) => t.action)).toEqual(['cancel']);
  });

  it('lets only the system expire a quote, and nobody accept an expired one', () => {
    expect(findTransition(quoteMachine, 'quoted', 'expire', 'staff')).toBeUndefined();
    expect(findTransition(quoteMachine, 'quoted', 'expire', 'system')?.to).toBe('expired');
    expect(findTransition(quoteMachine, 'expired', 'accept', 'customer')).toBeUndefined();
  });

  it('lets a customer cancel an unpaid order but only staff a paid one', () => {
    expect(findTransition(orderMachine, 'pending_payment', 'cancel', 'customer')?.to).toBe('cancelled');
    expect(findTransition(orderMachine, 'paid', 'cancel', 'customer')).toBeUndefined();
    expect(findTransition(orderMachine, 'paid', 'cancel', 'staff')?.to).toBe('cancelled');
  });
});

describe('defineMachine', () => {
  it('refuses a transition to an unknown state or out of a final one', () => {
    expect(() =>
      defineMachine({
        name: 'x',
        states: ['a', 'b'],
        initial: 'a',
        final: [],
        transitions: [{ action: 'go', from: ['a'], to: 'c' as 'b', by: ['staff'] }],
      }),
    ).toThrow(/unknown state c/);
    expect(() =>
      defineMachine({
        name: 'x',
        states: ['a', 'b'],
        initial: 'a',
        final: ['b'],
        transitions: [{ action: 'go', from: ['b'], to: 'a', by: ['staff'] }],
      }),
    ).toThrow(/final state b/);
  });
});

describe('missingRequirements', () => {
  it('names each field an action needs and the body lacks', () => {
    const ship = findTransition(sampleMachine, 'in_production', 'ship', 'staff')!;
    expect(missingRequirements(ship, { carrier: 'CJ' })).toEqual({ trackingNumber: 'errors.required' });
    expect(missingRequirements(ship, { carrier: 'CJ', trackingNumber: '1234' })).toEqual({});
    const reject = findTransition(sampleMachine, 'reviewing', 'reject', 'staff')!;
    expect(missingRequirements(reject, {})).toEqual({ reason: 'errors.required' });
  });
});
