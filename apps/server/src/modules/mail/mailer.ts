import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './mail.table.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string; kind: string };
export type Mailer = { send: (msg: MailMessage) => Promise<void> };

/**
 * Every message is written to the outbox first; with `SMTP_URL` it is then sent and marked, without
 * it it stays `kept` for staff to read in the backend console and is logged for developers.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(msg) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...msg, status: transport ? 'queued' : 'kept' })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ mail: { to: msg.to, subject: msg.subject, kind: msg.kind } }, `mail kept in outbox:\n${msg.text}`);
        return;
      }
      try {
        await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(err) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
