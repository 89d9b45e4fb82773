import { NoRecipientError, type Messenger, type OutgoingMessage } from './messenger.js';

export type TwilioConfig = { accountSid: string; authToken: string; from: string; apiUrl: string };

/** SMS through Twilio's REST API with plain fetch (no SDK). */
export class TwilioSms implements Messenger {
  constructor(
    private readonly cfg: TwilioConfig,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.to.trim() === '') throw new NoRecipientError('sms');
    const url = `${this.cfg.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(this.cfg.accountSid)}/Messages.json`;
    const auth = Buffer.from(`${this.cfg.accountSid}:${this.cfg.authToken}`).toString('base64');
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: message.to, From: this.cfg.from, Body: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) {
      // Twilio's error code names the problem (e.g. 21211 invalid number); its message quotes the
      // phone number, so it stays out of the error (and so out of the log).
      const body = (await res.json().catch(() => ({}))) as { code?: number };
      throw new Error(`Twilio refused the SMS: HTTP ${res.status}, error ${body.code ?? 'unknown'}`);
    }
  }
}
