import nodemailer, { type Transporter } from 'nodemailer';
import type { Messenger, OutgoingMessage } from './messenger.js';

/** Email through any SMTP server (SMTP_URL, e.g. smtps://user:pass@host:465). */
export class SmtpMailer implements Messenger {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}
