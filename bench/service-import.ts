// Service authorization import speed and memory: `npm run bench:service-import -w @hearth/bench`
// (or `npx tsx --conditions=@hearth/source bench/service-import.ts`).
// A 10,000-row state sheet (ROWS) against an agency of 5,000 clients (CLIENTS) with 3,000 existing
// authorizations, a third of the sheet's rows changing them, 1% unknown clients and 1% unknown codes.
// The real server runs as a child process on a throw-away database on the PostgreSQL server of PG_URL
// (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/postgres). Prints the median of RUNS
// (5) POST /services/process and of RUNS POST /services/import (the database put back between
// imports), targets < 3 s and < 5 s, and the server's peak memory (VmHWM) during each phase.
// MODE=pg|embedded|all (default all): the embedded database belongs to the server, so there the
// import is timed once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { IMPORT_COLUMNS, Status, UserType, type ProcessImportResponse } from '@hearth/shared';
import { openEmbedded, openPostgres, type Db } from '../apps/server/src/db/client.js';
import { createUser } from '../apps/server/src/seed/factories.js';
import {
  createThrowawayDatabase,
  mintAdminToken,
  peakRssMb,
  percentile,
  resetPeakRss,
  rssMb,
  startServer,
  type Server,
} from './report-harness.js';

const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.ROWS ?? 10_000);
const CLIENTS = Number(process.env.CLIENTS ?? 5_000);
const EXISTING = Number(process.env.EXISTING ?? 3_000);
const RUNS = Number(process.env.RUNS ?? 5);
const MODE = process.env.MODE ?? 'all';
const CODES = ['W1726', 'W7060', 'W7061', 'W9862', 'W5996'];

const mci = (i: number) => String(100_000_000 + i);

/** The state's sheet: row i is client i % CLIENTS, code by i; the first EXISTING rows match an authorization. */
async function buildSheet(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new (await import('node:stream')).PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('Authorizations');
  ws.addRow(['Office of Developmental Programs — service authorizations']).commit();
  ws.addRow([...IMPORT_COLUMNS]).commit();
  for (let i = 0; i < ROWS; i++) {
    const client = i % CLIENTS;
    const unknownClient = i % 100 === 99;
    const unknownCode = i % 100 === 98;
    const code = unknownCode ? 'Z9999' : CODES[Math.floor(i / CLIENTS) % CODES.length]!;
    ws.addRow([
      `Client ${client}`,
      unknownClient ? mci(900_000 + i) : mci(client),
      code,
      'Service',
      '$5.12',
      new Date(Date.UTC(2025, 6, 1)),
      '06/30/2026',
      // A third of the existing ones change their units.
      i < EXISTING && i % 3 === 0 ? 520 : 480,
      i % 40,
      '06/15/2025',
    ]).commit();
  }
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

const median = (v: number[]) => percentile(v, 50);

type Seeded = { token: string; staffId: number; maxId: number };

/** The catalogue, CLIENTS clients, EXISTING authorizations (the sheet's first rows), a staff member, an admin token. */
async function seed(db: Db, jwtSecret: string): Promise<Seeded> {
  const token = await mintAdminToken(db, jwtSecret);
  const staff = await createUser(db, { userType: UserType.Staff, firstName: 'Ann', lastName: 'Baker' });
  await db.execute(sql`INSERT INTO services (name, code, unit_rate, unit_length, status)
      SELECT 'Service', code, 5.12, 0.25, ${Status.Active} FROM unnest(${sql.param(CODES)}::text[]) AS code`);
  await db.execute(sql`INSERT INTO clients (first_name, last_name, mci, county, phone, billing_street, billing_city, billing_zip)
      SELECT 'Client', i::text, (100000000 + i)::text, 'Dauphin', '2155550123', '1 Main St', 'Harrisburg', '17101'
      FROM generate_series(0, ${CLIENTS - 1}) AS i`);
  await db.execute(sql`INSERT INTO client_services (client_id, service_name, service_code, unit_rate, unit_length,
        start_date, end_date, units_authorized, authorized_date)
      SELECT c.id, 'Service', (${sql.param(CODES)}::text[])[(i / ${CLIENTS}) % 5 + 1], 5.12, 0.25,
        '2025-07-01', '2026-06-30', 480, '2025-06-15'
      FROM generate_series(0, ${EXISTING - 1}) AS i JOIN clients c ON c.mci = (100000000 + i % ${CLIENTS})::text`);
  const result = (await db.execute(sql`SELECT max(id)::int AS "maxId" FROM client_services`)) as unknown as {
    rows: { maxId: number }[];
  };
  return { token, staffId: staff.id, maxId: result.rows[0]!.maxId };
}

/**
 * Times process and import against a running server. `reset` puts the database back between
 * imports; without it (the embedded database belongs to the server) the import is timed once.
 */
async function measure(label: string, server: Server, seeded: Seeded, sheet: Buffer, reset?: () => Promise<void>) {
  const { token } = seeded;
  console.log(`\n${label}: server RSS at rest ${rssMb(server.pid).toFixed(0)} MB`);
  const processOnce = async () => {
    const form = new FormData();
    form.append('file', new Blob([sheet]), 'authorizations.xlsx');
    const s = performance.now();
    const res = await fetch(`${server.base}/api/v1/services/process`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as ProcessImportResponse;
    if (!res.ok) throw new Error(`process answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - s, body };
  };

  const canReset = resetPeakRss(server.pid);
  const processTimes: number[] = [];
  let result: ProcessImportResponse | undefined;
  for (let i = 0; i < RUNS; i++) {
    const r = await processOnce();
    processTimes.push(r.ms);
    result = r.body;
  }
  const processPeak = peakRssMb(server.pid);
  const r = result!;
  console.log(
    `Process: median ${median(processTimes).toFixed(0)} ms (runs ${processTimes.map((v) => v.toFixed(0)).join(', ')}; target < 3000), ` +
      `peak RSS ${processPeak.toFixed(0)} MB${canReset ? '' : ' (since start: clear_refs not writable)'}`,
  );
  console.log(
    `  lists: ${r.missing_clients.length} missing clients, ${r.missing_services.length} missing services, ` +
      `${r.new_services.length} new, ${r.updated_services.length} updated, ${r.unchanged} unchanged, ${r.rejected_rows.length} rejected`,
  );

  const payload = {
    fileName: r.file.name,
    sha256: r.file.sha256,
    rows: [...r.new_services, ...r.updated_services].map((row, i) => ({
      serviceName: row.service_name,
      serviceCode: row.service_code,
      serviceUnitRate: Number(row.unit_cost.replace(/[$,]/g, '')),
      serviceUnitLength: row.serviceUnitLength ?? 0.25,
      serviceStartDate: row.service_start_date,
      serviceEndDate: row.service_end_date,
      serviceUnitsAuthorized: row.units_authorized,
      serviceIsNegetiveUnitsAllowed: false,
      serviceIsAuthorized: true,
      isDegreeRequired: false,
      isDatesConfirmed: true,
      isOverlappable: false,
      authorizedDate: row.date_last_authorized,
      clientName: row.clientName,
      recipientId: row.recipient_id,
      serviceId: row.serviceId,
      unitsUtilized: row.utilized_units,
      // Every tenth new authorization gets a staff member.
      assignedStaff: row.id === null && i % 10 === 0 ? [seeded.staffId] : row.assignedStaff.map((s) => s.userId),
      row: row.row,
    })),
  };
  const body = JSON.stringify(payload);
  resetPeakRss(server.pid);
  const importTimes: number[] = [];
  let summary = '';
  for (let i = 0; i < (reset ? RUNS : 1); i++) {
    const s = performance.now();
    const res = await fetch(`${server.base}/api/v1/services/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    importTimes.push(performance.now() - s);
    if (!res.ok) throw new Error(`import answered ${res.status}: ${text.slice(0, 300)}`);
    summary = text;
    await reset?.();
  }
  const importPeak = peakRssMb(server.pid);
  console.log(
    `Import (${payload.rows.length} rows, ${(body.length / 1024 / 1024).toFixed(1)} MB JSON): median ${median(importTimes).toFixed(0)} ms ` +
      `(runs ${importTimes.map((v) => v.toFixed(0)).join(', ')}; target < 5000), peak RSS ${importPeak.toFixed(0)} MB`,
  );
  console.log(`  answer: ${summary}`);
}

async function postgresPhase(sheet: Buffer): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-ibench-'));
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ dataDir, jwtSecret, databaseUrl: url });
  const database = openPostgres(url, 2);
  try {
    const db = database.db;
    const seeded = await seed(db, jwtSecret);
    await measure('PostgreSQL', server, seeded, sheet, async () => {
      await db.execute(sql`DELETE FROM client_service_staff WHERE client_service_id > ${seeded.maxId}`);
      await db.execute(sql`DELETE FROM client_services WHERE id > ${seeded.maxId}`);
      await db.execute(sql`UPDATE client_services SET units_authorized = 480, version = 1`);
    });
  } finally {
    await database.close();
    await server.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function embeddedPhase(sheet: Buffer): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-ibench-embedded-'));
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    // One Hearth per data directory: fill it through the server's own db, close, then start.
    const database = await openEmbedded(dataDir);
    let seeded: Seeded;
    try {
      await database.migrate();
      seeded = await seed(database.db, jwtSecret);
    } finally {
      await database.close();
    }
    const server = await startServer({ dataDir, jwtSecret });
    try {
      await measure('Embedded PostgreSQL', server, seeded, sheet);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!['pg', 'embedded', 'all'].includes(MODE)) throw new Error(`MODE must be pg, embedded or all, not ${MODE}`);
  const t0 = performance.now();
  const sheet = await buildSheet();
  console.log(
    `Sheet: ${ROWS} rows, ${(sheet.length / 1024).toFixed(0)} KB, built in ${(performance.now() - t0).toFixed(0)} ms`,
  );
  if (MODE !== 'embedded') await postgresPhase(sheet);
  if (MODE !== 'pg') await embeddedPhase(sheet);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
