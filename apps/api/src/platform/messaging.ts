import type { Database } from '../db/client.ts';
import { outboxMessages, type MESSAGE_CHANNELS } from '../db/schema/index.ts';

export interface OutgoingMessage {
  channel: (typeof MESSAGE_CHANNELS)[number];
  /** Phone (0XXXXXXXXX) or e-mail. */
  to: string;
  subject?: string;
  body: string;
  /** The one-time code in the body, kept apart so the dev console can show it. */
  code?: string;
  purpose: string;
}

/** SMS and e-mail go through one interface; an SMS gateway or SMTP sender replaces the outbox in production. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The local default: messages are written to the outbox table instead of being sent. */
export function outboxSender(db: Database): MessageSender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        code: message.code ?? null,
        purpose: message.purpose,
      });
    },
  };
}
