import { demoCustomerId, seeding } from './bench-buyers.ts';

export type ChatSeedResult = {
  conversations: number;
  messages: number;
  open: number;
  unread: number;
  demoMessages: number;
  seconds: number;
};

/**
 * Conversations for the chat benchmarks, in `INSERT … SELECT generate_series`: `conversations` bench
 * customers (`bench-chat-N`) with one conversation each and `perConversation` messages, three years of
 * support — 85 % closed, 15 % open, of those a fifth with customer messages nobody has read — and the demo
 * customer's own conversation grown to `demoMessages`. Then `VACUUM (ANALYZE)`.
 */
export async function seedBenchChat(
  databaseUrl: string,
  opts: { conversations: number; perConversation: number; demoMessages: number },
): Promise<ChatSeedResult> {
  return seeding(databaseUrl, async (pool) => {
    const demoId = await demoCustomerId(pool, 'chat');
    await pool.query(
      `insert into users (id, name, email, email_verified, role, company_name, phone)
       select 'bench-chat-' || g, '채팅 고객 ' || g, 'bench-chat-' || g || '@bench.invalid', true, 'customer',
              '채팅 코스메틱 ' || g, '010-0000-' || lpad((g % 10000)::text, 4, '0')
       from generate_series(1, $1::int) g
       on conflict do nothing`,
      [opts.conversations],
    );
    await pool.query(
      `insert into chat_conversations (customer_id, state, last_message_at, last_message_preview, last_sender_role,
                                       staff_unread, created_at)
       select 'bench-chat-' || g,
              case when g % 100 < 85 then 'closed' else 'open' end,
              now() - ((g::bigint * 7919) % 157680) * interval '10 minutes',
              'Bench message ' || g, case when g % 100 >= 97 then 'customer' else 'staff' end,
              case when g % 100 >= 97 then 1 + g % 3 else 0 end,
              now() - ((g::bigint * 7919) % 157680) * interval '10 minutes' - interval '1 hour'
       from generate_series(1, $1::int) g`,
      [opts.conversations],
    );
    await pool.query(
      `insert into chat_messages (conversation_id, sender_id, sender_role, sender_name, body, created_at)
       select c.id, case when k % 2 = 0 then c.customer_id else null end, case when k % 2 = 0 then 'customer' else 'staff' end,
              'Bench', 'Bench message ' || k || ': is the sample shipped yet?', c.created_at + k * interval '5 minutes'
       from chat_conversations c, generate_series(0, $1::int - 1) k
       where c.customer_id like 'bench-chat-%'
       order by c.created_at, k`,
      [opts.perConversation],
    );
    await pool.query(`insert into chat_conversations (customer_id) values ($1) on conflict (customer_id) do nothing`, [demoId]);
    await pool.query(
      `insert into chat_messages (conversation_id, sender_id, sender_role, sender_name, body, created_at)
       select c.id, case when k % 2 = 0 then c.customer_id else null end, case when k % 2 = 0 then 'customer' else 'staff' end,
              'Bench', 'Demo conversation message ' || k, now() - ($2::int - k) * interval '10 minutes'
       from chat_conversations c, generate_series(1, $2::int) k
       where c.customer_id = $1`,
      [demoId, opts.demoMessages],
    );
    await pool.query(
      `update chat_conversations c set last_message_id = m.last_id
       from (select conversation_id, max(id) as last_id from chat_messages group by 1) m where m.conversation_id = c.id`,
    );
    await pool.query('vacuum (analyze) users, chat_conversations, chat_messages');
    const r = await pool.query<{ conversations: number; messages: number; open: number; unread: number; demo: number }>(
      `select (select count(*)::int from chat_conversations) as conversations,
              (select count(*)::int from chat_messages) as messages,
              (select count(*)::int from chat_conversations where state = 'open') as open,
              (select count(*)::int from chat_conversations where staff_unread > 0) as unread,
              (select count(*)::int from chat_messages m join chat_conversations c on c.id = m.conversation_id where c.customer_id = $1) as demo`,
      [demoId],
    );
    const row = r.rows[0]!;
    return {
      conversations: row.conversations,
      messages: row.messages,
      open: row.open,
      unread: row.unread,
      demoMessages: row.demo,
    };
  });
}
