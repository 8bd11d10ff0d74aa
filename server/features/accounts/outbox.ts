// SMS and e-mail go through these small provider interfaces. The default provider sends
// nothing: it writes each message to the `outbox` table (tests read it), prints a line to the
// server log (a developer reads the code there) and appends a JSON line to
// <DATA_DIR>/outbox.jsonl (browser tests read it: they cannot open the embedded database
// while the server holds it). A real SMS gateway or mail service implements the same
// interface and is passed to createApp.
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface OutgoingMessage {
  to: string;
  /** E-mail only. */
  subject?: string;
  text: string;
  /** What a reader of the outbox looks for: `code` and `reference`, or a link's `path`. */
  data: Record<string, string>;
  /** One short line for the server log, e.g. `code 123456 (ref AB12CD)`. */
  note: string;
}

export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  sms: MessageProvider;
  email: MessageProvider;
}

export interface OutboxOptions {
  /** The JSON-lines file; none in the server tests, which read the table. */
  file?: string | undefined;
  print: (line: string) => void;
}

function outboxProvider(db: Db, channel: 'sms' | 'email', options: OutboxOptions) {
  const label = channel === 'sms' ? 'SMS' : 'E-mail';
  return {
    async send(message: OutgoingMessage) {
      const { to, subject, text, data } = message;
      const [row] = await db
        .insert(outbox)
        .values({ channel, recipient: to, subject: subject ?? null, text, data })
        .returning({ createdAt: outbox.createdAt });
      options.print(`${label} to ${to}: ${message.note}`);
      if (options.file) {
        // DATA_DIR exists once PGlite ran in it; on PostgreSQL it may not yet.
        await mkdir(dirname(options.file), { recursive: true });
        const line = { at: row?.createdAt, channel, to, subject, text, ...data };
        await appendFile(options.file, `${JSON.stringify(line)}\n`);
      }
    },
  };
}

export const outboxMessaging = (db: Db, options: OutboxOptions): Messaging => ({
  sms: outboxProvider(db, 'sms', options),
  email: outboxProvider(db, 'email', options),
});
