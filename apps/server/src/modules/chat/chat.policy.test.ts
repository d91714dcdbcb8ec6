import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { conversationFilter, maySeeConversation, replayFilter } from './chat.policy.ts';

const text = (q: ReturnType<typeof replayFilter>) => {
  if (!q) return null;
  const { sql, params } = new PgDialect().sqlToQuery(q);
  return { sql, params };
};
const ofA = { customerId: 'a' };

describe('chat policy (deny by default)', () => {
  it('a customer sees their own conversation only; staff see every one', () => {
    expect(maySeeConversation(ofA, { userId: 'a', staff: false })).toBe(true);
    expect(maySeeConversation(ofA, { userId: 'b', staff: false })).toBe(false);
    expect(maySeeConversation({ customerId: '' }, { userId: '', staff: false })).toBe(false);
    expect(maySeeConversation(ofA, { userId: 's', staff: true })).toBe(true);
  });

  it("a customer's routes find their own conversation; staff's find the one named", () => {
    expect(text(conversationFilter({ customerId: 'a' }))).toEqual({
      sql: '"chat_conversations"."customer_id" = $1',
      params: ['a'],
    });
    expect(text(conversationFilter({ conversationId: 'c' }))).toEqual({ sql: '"chat_conversations"."id" = $1', params: ['c'] });
  });

  it('a reconnecting customer replays their own messages; staff replay all', () => {
    expect(text(replayFilter('a'))).toEqual({ sql: '"chat_conversations"."customer_id" = $1', params: ['a'] });
    expect(replayFilter(null)).toBeUndefined();
  });
});
