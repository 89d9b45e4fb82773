import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMessenger } from './index.js';
import { OutboxMessenger } from './outbox.js';
import { SmtpMailer } from './smtp.js';
import { TwilioSms } from './twilio.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-msg-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const message = {
  channel: 'sms' as const,
  to: '+12155550100',
  userEmail: 'ada@example.org',
  subject: 'Hearth verification code',
  text: 'Your Hearth verification code is 123456.',
};

describe('OutboxMessenger', () => {
  it('appends one JSON line per message with the documented fields', async () => {
    const file = path.join(tempDir(), 'outbox.jsonl');
    const outbox = new OutboxMessenger(file);
    await outbox.send(message);
    await outbox.send({ ...message, channel: 'email', to: 'ada@example.org' });
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0]).sort()).toEqual(['channel', 'createdAt', 'subject', 'text', 'to', 'userEmail']);
    expect(lines[0]).toMatchObject(message);
    expect(lines[1].channel).toBe('email');
    expect(Number.isNaN(Date.parse(lines[0].createdAt))).toBe(false);
  });
});

describe('SmtpMailer', () => {
  it('delivers the email to an SMTP server', async () => {
    const received: { from?: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Hearth <no-reply@hearth.test>');
      await mailer.send({ ...message, channel: 'email', to: 'ada@example.org', subject: 'Reset your Hearth password' });
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('no-reply@hearth.test');
      expect(received[0]!.to).toEqual(['ada@example.org']);
      expect(received[0]!.data).toContain('Subject: Reset your Hearth password');
      expect(received[0]!.data).toContain('123456');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

async function withHttpServer(
  handler: (req: IncomingMessage, body: string) => { status: number; json: unknown },
  run: (url: string) => Promise<void>,
) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const out = handler(req, body);
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('TwilioSms', () => {
  const cfg = { accountSid: 'AC123', authToken: 'secret-token', from: '+12155550199' };

  it("posts the message to Twilio's Messages resource with basic auth", async () => {
    const seen: { method?: string; url?: string; auth?: string; type?: string; form?: URLSearchParams } = {};
    await withHttpServer(
      (req, body) => {
        Object.assign(seen, {
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          form: new URLSearchParams(body),
        });
        return { status: 201, json: { sid: 'SM1', status: 'queued' } };
      },
      async (apiUrl) => {
        await new TwilioSms({ ...cfg, apiUrl }).send(message);
      },
    );
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(seen.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(seen.type).toContain('application/x-www-form-urlencoded');
    expect(seen.form?.get('To')).toBe('+12155550100');
    expect(seen.form?.get('From')).toBe('+12155550199');
    expect(seen.form?.get('Body')).toBe(message.text);
  });

  it('throws when Twilio refuses the message', async () => {
    await withHttpServer(
      () => ({ status: 400, json: { code: 21211, message: "The 'To' number is not valid." } }),
      async (apiUrl) => {
        await expect(new TwilioSms({ ...cfg, apiUrl }).send(message)).rejects.toThrow(/21211/);
      },
    );
  });
});

describe('createMessenger', () => {
  it('uses the outbox for every channel when nothing is configured', async () => {
    const dir = tempDir();
    const messenger = createMessenger(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }));
    await messenger.send(message);
    await messenger.send({ ...message, channel: 'email' });
    expect(readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('sends SMS through Twilio when it is configured, email still to the outbox', async () => {
    const dir = tempDir();
    let hits = 0;
    await withHttpServer(
      () => {
        hits++;
        return { status: 201, json: { sid: 'SM1' } };
      },
      async (apiUrl) => {
        const messenger = createMessenger(
          loadConfig({
            DATA_DIR: dir,
            JWT_SECRET: 'x'.repeat(32),
            TWILIO_ACCOUNT_SID: 'AC1',
            TWILIO_AUTH_TOKEN: 't',
            TWILIO_FROM: '+1',
            TWILIO_API_URL: apiUrl,
          }),
        );
        await messenger.send(message);
        await messenger.send({ ...message, channel: 'email' });
      },
    );
    expect(hits).toBe(1);
    expect(readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n')).toHaveLength(1);
  });
});
