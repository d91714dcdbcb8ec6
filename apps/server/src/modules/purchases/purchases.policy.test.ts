import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { actorOf, isStaff, mayReadPurchase, ownPurchaseFilter, userIdOf } from './purchases.policy.ts';

const A = { customerId: 'a' };
const B = { customerId: 'b' };
const STAFF = { staffId: 's' };
const ofA = { ownerId: 'a' };

describe('purchase policy (deny by default)', () => {
  it('a customer reads and steps on their own purchases only; another customer gets a 404', () => {
    expect(mayReadPurchase(ofA, A)).toBe(true);
    expect(mayReadPurchase(ofA, B)).toBe(false);
    expect(mayReadPurchase(ofA, { customerId: '' })).toBe(false);
  });

  it('staff read every purchase and act as staff', () => {
    expect(mayReadPurchase(ofA, STAFF)).toBe(true);
    expect(isStaff(STAFF)).toBe(true);
    expect(isStaff(A)).toBe(false);
    expect(actorOf(STAFF)).toBe('staff');
    expect(actorOf(A)).toBe('customer');
    expect(userIdOf(STAFF)).toBe('s');
    expect(userIdOf(A)).toBe('a');
  });

  it("a customer's list is filtered to their own purchases", () => {
    const q = new PgDialect().sqlToQuery(ownPurchaseFilter('a'));
    expect(q.sql).toBe('b.owner_id = $1');
    expect(q.params).toEqual(['a']);
  });
});
