/**
 * Test-only child process for sender-crash.test.ts: runs the aggregator sender in a loop against
 * the stand-in until it is killed (kill -9). Usage:
 *   node --conditions=@hearth/source --import tsx test-sender-child.ts <databaseUrl> <standInUrl> <fieldKey>
 * It prints "READY" once connected and "POSTING <kind> <count>" just before each POST leaves, so
 * the test knows the records are marked 'sending' with their SequenceIDs allocated.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client.js';
import { FieldCipher } from '../../platform/field-crypto.js';
import { runAggregator } from './sender.js';

const [databaseUrl, standInUrl, fieldKey] = process.argv.slice(2);
if (!databaseUrl || !standInUrl || !fieldKey)
  throw new Error('usage: test-sender-child.ts <databaseUrl> <standInUrl> <fieldKey>');

const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (init?.method === 'POST') {
    const kind = /intake\/(\w+)\//.exec(String(input instanceof Request ? input.url : input))?.[1] ?? '?';
    const count = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown[]).length : 0;
    process.stdout.write(`POSTING ${kind} ${count}\n`);
  }
  return realFetch(input, init);
};

const database = openPostgres(databaseUrl, 2);
const deps = {
  db: database.db,
  clock: { now: () => new Date() },
  aggregator: { url: standInUrl, user: 'hearth', password: 'secret', account: 'HEARTH-ACCOUNT', pollSeconds: 300 },
  cipher: new FieldCipher(fieldKey),
};

await database.db.execute(sql`SELECT 1`);
process.stdout.write('READY\n');
for (;;) {
  const out = await runAggregator(deps, { pollAll: true, force: true });
  process.stdout.write(`RUN ${JSON.stringify(out)}\n`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
