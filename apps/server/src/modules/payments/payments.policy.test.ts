import { describe, expect, it } from 'vitest';
import { mayPayFor, mayUsePayment } from './payments.policy.ts';

const ofA = { ownerId: 'a' };

describe('payment policy (deny by default)', () => {
  it('a customer pays only for their own record; another customer gets a 404', () => {
    expect(mayPayFor(ofA, 'a')).toBe(true);
    expect(mayPayFor(ofA, 'b')).toBe(false);
    expect(mayPayFor({ ownerId: '' }, '')).toBe(false);
  });

  it('a payment attempt is confirmed, failed and looked up by its payer only', () => {
    expect(mayUsePayment(ofA, 'a')).toBe(true);
    expect(mayUsePayment(ofA, 'b')).toBe(false);
    expect(mayUsePayment({ ownerId: '' }, '')).toBe(false);
  });
});
