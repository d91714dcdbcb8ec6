/**
 * Live chat between a customer and staff (PRODUCT.md §3.8, issue 13). One conversation per customer;
 * messages arrive over the event stream (`GET /api/events`, see ../realtime/events.ts) and are read
 * back page by page from the REST endpoints here.
 */
import { z } from 'zod';
import { digits } from '../numbers.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { chatMachine } from './chat.states.ts';

export const CHAT_BODY_MAX = 2000;
/** messages per page of history */
export const CHAT_PAGE = 50;
/** what the conversation list shows of the last message */
export const CHAT_PREVIEW_MAX = 120;

export const chatSenderRoles = ['customer', 'staff', 'system'] as const;
export type ChatSenderRole = (typeof chatSenderRoles)[number];

export const chatFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  kind: z.string(),
});

export const chatMessageSchema = z.object({
  /** also the event id on the stream: increasing, never reused */
  id: z.number(),
  conversationId: z.string(),
  senderRole: z.enum(chatSenderRoles),
  senderName: z.string(),
  body: z.string(),
  file: chatFileSchema.nullable(),
  /** the id the sender's screen gave the message (to match its optimistic copy) */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.string(),
  ref: z.string(),
  state: z.enum(chatMachine.states),
  /** the last message id each side has read: the other side's read receipts */
  customerReadId: z.number(),
  staffReadId: z.number(),
  /** messages the reader of this answer has not read */
  unread: z.number(),
  lastMessageAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** GET /api/chat — the customer's conversation (null before the first message) and its latest messages. */
export const myChatSchema = z.object({
  conversation: chatConversationSchema.nullable(),
  messages: z.array(chatMessageSchema),
  /** older messages exist: ask with ?before=<first id> */
  hasMore: z.boolean(),
});
export type MyChat = z.infer<typeof myChatSchema>;

export const chatHistoryQuerySchema = z
  .object({ before: digits(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).optional() })
  .strict();

export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** POST /api/chat/messages, POST /api/admin/chats/:id/messages — text, a file, or both. */
export const sendChatMessageSchema = z
  .object({
    clientId: z.string({ error: 'errors.required' }).uuid('errors.invalidValue'),
    body: z.string({ error: 'errors.invalidType' }).trim().max(CHAT_BODY_MAX, 'errors.tooLong').default(''),
    fileId: z.string().uuid('errors.invalidValue').optional(),
  })
  .strict()
  .refine((m) => m.body.length > 0 || m.fileId !== undefined, { message: 'errors.required', path: ['body'] });
export type SendChatMessage = z.input<typeof sendChatMessageSchema>;

/** POST …/read — everything up to this message id has been read. */
export const chatReadSchema = z
  .object({ upTo: z.number({ error: 'errors.required' }).int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .strict();

/** GET /api/admin/chats — staff's conversation list. */
export const CHAT_LIST_FILTERS = ['open', 'unread', 'closed', 'all'] as const;
export const adminChatListQuerySchema = z
  .object({
    filter: z.enum(CHAT_LIST_FILTERS).default('open'),
    q: searchSchema,
    cursor: cursorSchema,
    limit: pageLimit(100, 30),
  })
  .strict();
export type AdminChatListQuery = z.input<typeof adminChatListQuerySchema>;

export const adminChatRowSchema = z.object({
  id: z.string(),
  ref: z.string(),
  state: z.enum(chatMachine.states),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), companyName: z.string() }),
  lastMessageAt: z.string(),
  lastMessagePreview: z.string(),
  lastSenderRole: z.enum(chatSenderRoles),
  /** customer messages staff have not read */
  unread: z.number(),
});
export type AdminChatRow = z.infer<typeof adminChatRowSchema>;

export const adminChatPageSchema = pageOf(adminChatRowSchema);
export type AdminChatPage = z.infer<typeof adminChatPageSchema>;

/** GET /api/admin/chats/:id — the conversation, its customer and their open work, and the latest messages. */
export const adminChatDetailSchema = z.object({
  conversation: chatConversationSchema,
  customer: adminChatRowSchema.shape.customer.extend({ phone: z.string() }),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type AdminChatDetail = z.infer<typeof adminChatDetailSchema>;

/** GET /api/admin/chats/unread-count — conversations with customer messages staff have not read. */
export const chatUnreadSchema = z.object({ unread: z.number() });
