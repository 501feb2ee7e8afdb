/**
 * Delivery of codes and mail. Every message is written to the outbox table (and the server log), so
 * an operator can always read what was sent. With SMTP_URL set, email also goes out through
 * nodemailer; with SMS_GATEWAY_URL set, SMS is POSTed to that gateway. Without them the outbox is
 * the delivery: the embedded default that works offline.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { loggerFor, maskRecipient } from '../../observability/logger';

const log = loggerFor('outbox');

export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

export interface Transport {
  readonly name: string;
  send(message: Message): Promise<void>;
}

let smtp: Transport | null | undefined;
async function smtpTransport(): Promise<Transport | null> {
  if (smtp !== undefined) return smtp;
  const url = process.env.SMTP_URL;
  if (!url) return (smtp = null);
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(url);
  const from = process.env.MAIL_FROM ?? 'Valley Bazaar <no-reply@valleybazaar.example.com>';
  smtp = {
    name: 'smtp',
    async send(m) {
      await transporter.sendMail({ from, to: m.recipient, subject: m.subject ?? '', text: m.body });
    },
  };
  return smtp;
}

function smsGateway(): Transport | null {
  const url = process.env.SMS_GATEWAY_URL;
  if (!url) return null;
  return {
    name: 'sms-gateway',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(process.env.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${process.env.SMS_GATEWAY_TOKEN}` } : {}) },
        body: JSON.stringify({ to: m.recipient, message: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** Record the message, hand it to the configured provider if any, and record the outcome. */
export async function deliver(db: Db, message: Message): Promise<void> {
  const transport = message.channel === 'email' ? await smtpTransport() : smsGateway();
  const provider = transport?.name ?? 'outbox';
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body, provider, sentAt: transport ? null : new Date() })
    .returning({ id: outbox.id });
  // the log says that a message went, never what it says (a code) nor to whom in full (issue 47.2): the outbox table has both
  log.info({ id: row.id, channel: message.channel, to: maskRecipient(message.recipient), provider }, 'message written to the outbox');
  if (!transport) return;
  try {
    await transport.send(message);
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
  } catch (error) {
    await db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, row.id));
    throw error;
  }
}

/** The newest 20 outbox entries for a recipient (the operator's view; tests read codes here). */
export function recentOutbox(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(20);
}
