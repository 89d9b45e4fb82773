import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Messenger, OutgoingMessage } from './messenger.js';
import { OutboxMessenger } from './outbox.js';
import { SmtpMailer } from './smtp.js';
import { TwilioSms } from './twilio.js';

export { NoRecipientError, type Messenger, type OutgoingMessage } from './messenger.js';
export { messagesTo, sendAll, type Notice, type Recipient } from './notify.js';

/** Routes each channel to its configured transport, falling back to the outbox file. */
export class ChannelMessenger implements Messenger {
  constructor(
    private readonly sms: Messenger,
    private readonly email: Messenger,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return message.channel === 'sms' ? this.sms.send(message) : this.email.send(message);
  }
}

export function createMessenger(config: Config, log?: FastifyBaseLogger): Messenger {
  const outbox = new OutboxMessenger(path.join(config.dataDir, 'outbox.jsonl'), log);
  const sms = config.twilio ? new TwilioSms(config.twilio) : outbox;
  const email = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox;
  return new ChannelMessenger(sms, email);
}
