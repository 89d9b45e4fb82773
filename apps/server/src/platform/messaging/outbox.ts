import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger, OutgoingMessage } from './messenger.js';

/**
 * Default when nothing is configured: each message becomes one JSON line in
 * DATA_DIR/outbox.jsonl, where someone running Hearth locally reads their code. The log says a
 * message was written there, never its text (a sign-in or reset code) nor its recipient.
 */
export class OutboxMessenger implements Messenger {
  constructor(
    private readonly file: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const line = { ...message, createdAt: new Date().toISOString() };
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, JSON.stringify(line) + '\n', { mode: 0o600 });
    this.log?.info(
      { channel: message.channel, file: this.file },
      `outbox: "${message.subject}" written to ${this.file}`,
    );
  }
}
