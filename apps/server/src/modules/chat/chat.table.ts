import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';

/**
 * One conversation per customer with the staff (PRODUCT.md §3.8): opened by the customer's first
 * message, closed and reopened by staff (a customer's new message reopens it too). The last message
 * and each side's read position are kept on the row, so the staff list and the unread counts read
 * one row per conversation.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** human reference: C-000042 */
    number: serial('number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('open'), // open | closed
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastSenderRole: text('last_sender_role').notNull().default('customer'),
    /** the last message id each side has read */
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    /** messages from the customer that staff have not read, and the other way round */
    staffUnread: bigint('staff_unread', { mode: 'number' }).notNull().default(0),
    customerUnread: bigint('customer_unread', { mode: 'number' }).notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_recent_idx').on(t.state, t.lastMessageAt.desc(), t.id.desc()),
    index('chat_conversations_all_recent_idx').on(t.lastMessageAt.desc(), t.id.desc()),
    index('chat_conversations_unread_idx')
      .on(t.lastMessageAt.desc(), t.id.desc())
      .where(sql`staff_unread > 0`),
  ],
);

/**
 * Chat messages. The id is the stream's event id: messages are inserted one at a time (an advisory
 * lock), so ids become visible in order and "everything after id N" never skips a late commit.
 * `clientId` makes a resent message (a retry after a lost answer) land once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role').notNull(), // customer | staff | system
    senderName: text('sender_name').notNull().default(''),
    body: text('body').notNull().default(''),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id.desc()),
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.clientId),
  ],
);
