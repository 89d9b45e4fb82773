import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readState } from './state.js';

type OutboxLine = { channel: 'sms' | 'email'; to: string; userEmail: string; subject: string; text: string };

function lines(): OutboxLine[] {
  const file = path.join(readState().dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

export const outboxCount = () => lines().length;

/** Messages of a channel to a user that carry a 6-digit code (the schedule's alerts to admins carry none). */
export const codeCount = (channel: 'sms' | 'email', userEmail: string) =>
  lines().filter((l) => l.channel === channel && l.userEmail === userEmail && /\b\d{6}\b/.test(l.text)).length;

/** Waits for a message newer than `after` (a count from outboxCount) and returns its 6-digit code. */
export async function codeFromOutbox(channel: 'sms' | 'email', userEmail: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const match = lines()
        .slice(after)
        .reverse()
        .find((l) => l.channel === channel && l.userEmail === userEmail && /\b\d{6}\b/.test(l.text));
      code = match?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
