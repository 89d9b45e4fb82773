import type { Messenger, OutgoingMessage } from './messenger.js';

/** A person to tell: their email, and their mobile number when they have one. */
export type Recipient = { email: string; mobile: string | null };
/** What to tell them: the email's subject and text, and the SMS's shorter text. */
export type Notice = { subject: string; text: string; sms: string };

/** The messages that tell `to` of `notice`: an email, and an SMS when they have a mobile number. */
export function messagesTo(to: Recipient, notice: Notice): OutgoingMessage[] {
  const email: OutgoingMessage = {
    channel: 'email',
    to: to.email,
    userEmail: to.email,
    subject: notice.subject,
    text: notice.text,
  };
  if (!to.mobile) return [email];
  return [email, { channel: 'sms', to: to.mobile, userEmail: to.email, subject: notice.subject, text: notice.sms }];
}

/** Sends every message, one failure never stopping the others; counts what went out and what did not. */
export async function sendAll(
  messenger: Messenger,
  messages: OutgoingMessage[],
): Promise<{ sent: number; failed: number }> {
  const results = await Promise.allSettled(messages.map((m) => messenger.send(m)));
  const sent = results.filter((r) => r.status === 'fulfilled').length;
  return { sent, failed: results.length - sent };
}
