// Hearth's SQL for the three calls of bench/api-vs-bare.ts, taken from Hearth's own services (not
// copied): each list runs once against a recording stand-in for the pg pool, which keeps every
// statement's text and values. The bare server then runs the very same text, and `checkBarePlans`
// proves its own values are the ones Hearth binds.
import { isDeepStrictEqual } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { listQuery, UserType, workEntryListQuery } from '@hearth/shared';
import type { Db } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { createClientService } from '../apps/server/src/modules/clients/clients.service.js';
import { listWorkEntries } from '../apps/server/src/modules/work-entries/work-entries.service.js';
import { fixedAgencyZone } from '../apps/server/src/platform/agency-zone.js';
import type { CurrentUser } from '../apps/server/src/platform/auth.js';
import {
  BENCH_REQUESTS,
  planClients,
  planEntries,
  type BenchKey,
  type BenchSql,
  type Statement,
} from './api-vs-bare-handlers.js';

type Recorded = Statement & { named: boolean };

/** Runs `work` on a Db whose driver records statements instead of reaching a database (all answer no rows). */
async function record(work: (db: Db) => Promise<unknown>): Promise<Recorded[]> {
  const seen: Recorded[] = [];
  const driver = {
    query: async (config: { text: string; name?: string }, values?: unknown[]) => {
      seen.push({ text: config.text, values: values ?? [], named: Boolean(config.name) });
      return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
    },
  };
  await work(drizzle(driver as unknown as pg.Pool, { schema }));
  return seen;
}

const admin: CurrentUser = {
  id: 1,
  email: 'bench@example.org',
  firstName: 'Bench',
  lastName: 'Admin',
  userType: UserType.Admin,
  passwordResetRequired: false,
  sessionId: '00000000-0000-0000-0000-000000000000',
};

export type HearthCall = { page: Recorded; count: Recorded; others: Recorded[] };

/** What Hearth's service sends for each benchmark call, today in `timeZone` at `now`. */
export async function captureHearthSql(timeZone: string, now: Date): Promise<Record<BenchKey, HearthCall>> {
  const deps = { clock: { now: () => now }, agency: fixedAgencyZone(timeZone) };
  const out = {} as Record<BenchKey, HearthCall>;
  for (const request of BENCH_REQUESTS) {
    const url = new URL(request.path, 'http://bench');
    const query = Object.fromEntries(url.searchParams);
    const statements = await record((db) =>
      url.pathname.endsWith('/client')
        ? createClientService({ db, ...deps }).list(listQuery.parse(query))
        : listWorkEntries({ db, ...deps }, admin, workEntryListQuery.parse(query), '127.0.0.1'),
    );
    const count = statements.find((s) => s.text.startsWith('select count('));
    const page = statements.find((s) => s.text.startsWith('select ') && s !== count);
    if (!page || !count) throw new Error(`${request.path}: no page and count statements in ${statements.length}`);
    out[request.key] = { page, count, others: statements.filter((s) => s !== page && s !== count) };
  }
  return out;
}

/** The texts handed to the bare server. */
export function benchSql(calls: Record<BenchKey, HearthCall>): BenchSql {
  const pick = (key: BenchKey) => ({ page: calls[key].page.text, count: calls[key].count.text });
  return { clients: pick('clients'), search: pick('search'), entries: pick('entries') };
}

/** Differences between the bare server's statements and Hearth's, per call (none: an empty list). */
export function checkBarePlans(calls: Record<BenchKey, HearthCall>, timeZone: string, now: Date): string[] {
  const sql = benchSql(calls);
  const problems: string[] = [];
  for (const request of BENCH_REQUESTS) {
    const url = new URL(request.path, 'http://bench');
    const query = Object.fromEntries(url.searchParams);
    const plan = url.pathname.endsWith('/client') ? planClients(sql, query) : planEntries(sql, query, timeZone, now);
    const hearth = calls[request.key];
    if (plan.key !== request.key) problems.push(`${request.key}: the bare server took it for ${plan.key}`);
    for (const part of ['page', 'count'] as const) {
      const theirs = { text: hearth[part].text, values: hearth[part].values };
      if (!isDeepStrictEqual(plan[part], theirs)) {
        problems.push(`${request.key} ${part}: bare ${JSON.stringify(plan[part])} vs Hearth ${JSON.stringify(theirs)}`);
      }
    }
  }
  return problems;
}
