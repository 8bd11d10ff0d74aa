// SMS and e-mail as every feature sends them: a message, and a provider that sends it. The
// accounts feature picks the providers (the outbox, or SMTP for e-mail: accounts/services.ts);
// orders mail the buyer through the same ones, so the interfaces live here.

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

/** Where a failure nobody is waiting on is told (createApp's `log`, the server log). */
export type FailureLog = (message: string, error: unknown) => void;
