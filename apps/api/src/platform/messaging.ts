import { maskContact } from '@talad/domain';
import type { Database } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
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

/** One line for the console of the person trying the shop: to whom (masked), what for, and the code. */
export function outboxLine(message: OutgoingMessage): string {
  const what = message.code ? `${message.purpose} code ${message.code}` : `${message.purpose} (no code)`;
  return `[outbox] ${message.channel === 'sms' ? 'SMS' : 'e-mail'} to ${maskContact(message.to)}: ${what}`;
}

/**
 * The local default: messages are written to the outbox table instead of being sent, and `announce` (the API's
 * console under `npm start`; decision 0016) gets one line per message, so codes are read where the shop runs.
 */
export function outboxSender(db: Database, announce?: (line: string) => void): MessageSender {
  return {
    async send(message) {
      await writeOutbox(db, {
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        code: message.code ?? null,
        purpose: message.purpose,
      });
      announce?.(outboxLine(message));
    },
  };
}

type OutboxRow = Required<Omit<typeof outboxMessages.$inferInsert, 'id' | 'createdAt'>>;

/** The outbox's row, built once (db/prepared.ts): every message of the local default goes through it. */
const writeOutbox = preparedStatement<OutboxRow>()((db, value) =>
  db.insert(outboxMessages).values({
    channel: value('channel'),
    to: value('to'),
    subject: value('subject'),
    body: value('body'),
    code: value('code'),
    purpose: value('purpose'),
  }),
);
