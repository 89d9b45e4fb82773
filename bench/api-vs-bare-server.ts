// The bare server of bench/api-vs-bare.ts (a child process): Fastify and a pg pool of Hearth's
// size, nothing else. It answers the benchmark's three calls with Hearth's SQL (BENCH_SQL, taken
// from Hearth's services by the parent) sent as plain unnamed parameterized queries, page and count
// at once as Hearth does, and the same JSON. Env: DATABASE_URL, BENCH_SQL, POOL_SIZE, TIME_ZONE,
// BARE_PREPARED.
import Fastify from 'fastify';
import pg from 'pg';
import { serveInChild } from './api-vs-bare-child.js';
import {
  clientsJson,
  entriesJson,
  planClients,
  planEntries,
  Unsupported,
  type BenchKey,
  type BenchSql,
  type Plan,
} from './api-vs-bare-handlers.js';

serveInChild(async () => {
  const sql = JSON.parse(process.env.BENCH_SQL!) as BenchSql;
  const timeZone = process.env.TIME_ZONE!;
  // BARE_PREPARED=1: named prepared statements like Hearth's (planned once per connection).
  const named = process.env.BARE_PREPARED === '1' || undefined;
  // Hearth's numeric and bigint columns are JavaScript numbers.
  const types = new Map([pg.types.builtins.NUMERIC, pg.types.builtins.INT8].map((oid) => [oid, Number]));
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE),
    types: {
      getTypeParser: ((oid: number, format?: 'text') => types.get(oid) ?? pg.types.getTypeParser(oid, format)) as never,
    },
  });
  pool.on('error', () => undefined);
  const json: Record<BenchKey, (rows: unknown[][], total: number) => unknown> = {
    clients: clientsJson(sql.clients.page),
    search: clientsJson(sql.search.page),
    entries: entriesJson(sql.entries.page),
  };

  const app = Fastify();
  const answer = async (plan: () => Plan) => {
    const { key, page, count } = plan();
    const [rows, total] = await Promise.all([
      pool.query<unknown[]>({
        name: named && `bare_${key}_page`,
        text: page.text,
        values: page.values,
        rowMode: 'array',
      }),
      pool.query<unknown[]>({
        name: named && `bare_${key}_count`,
        text: count.text,
        values: count.values,
        rowMode: 'array',
      }),
    ]);
    return json[key](rows.rows, total.rows[0]![0] as number);
  };
  app.setErrorHandler((err, _request, reply) => {
    void reply.status(err instanceof Unsupported ? 400 : 500).send({ error: String(err) });
  });
  type Get = { Querystring: Record<string, string | undefined> };
  app.get<Get>('/api/v1/client', (request) => answer(() => planClients(sql, request.query)));
  app.get<Get>('/api/v1/work_entry', (request) => answer(() => planEntries(sql, request.query, timeZone, new Date())));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
});
