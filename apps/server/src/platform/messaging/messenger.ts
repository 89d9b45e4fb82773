export type OutgoingMessage = {
  channel: 'sms' | 'email';
  /** Phone number (sms) or address (email). */
  to: string;
  /** The account the message concerns, so a local operator can find it in the outbox. */
  userEmail: string;
  subject: string;
  text: string;
};

/** Sends SMS and email. Implementations: outbox file (default), SMTP, Twilio. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** A message with no address to send it to (an account without a mobile number): nothing was sent. */
export class NoRecipientError extends Error {
  constructor(channel: OutgoingMessage['channel']) {
    super(channel === 'sms' ? 'No mobile number to send the SMS to' : 'No email address to send to');
    this.name = 'NoRecipientError';
  }
}
