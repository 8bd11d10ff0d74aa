// SMS and e-mail go through small provider interfaces (shared/messaging.ts). The default
// provider sends nothing: it writes each message to the `outbox` table (tests read it), prints
// a line to the server log (a developer reads the code there) and appends a JSON line to
// <DATA_DIR>/outbox.jsonl (browser tests read it: they cannot open the embedded database
// while the server holds it). With SMTP_URL, e-mail goes through SMTP instead (smtp.ts); a
// real SMS gateway implements the same interface and is passed to createApp.
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Messaging, OutgoingMessage } from '../shared/messaging.ts';

export type { MessageProvider, Messaging, OutgoingMessage } from '../shared/messaging.ts';

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
