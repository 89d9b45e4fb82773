import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { backgroundJobs, buildApp, type AppDeps } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import type { EmbeddedDatabase } from './db/embedded/index.js';
import { startSenderThread, type SenderThread } from './modules/aggregator/index.js';
import { ensureFirstAdmin, writeFirstAdminPassword } from './modules/staff/index.js';
import { assertFieldKey } from './platform/key-check.js';
import { startJobQueue, type JobQueue } from './platform/jobs.js';
import { scrubMessage } from './platform/logging.js';
import { createMessenger } from './platform/messaging/index.js';
import { createGeocoder } from './platform/geocoding/geocoder.js';
import { s3StorageFromConfig } from './platform/storage/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The first Super Admin, when this start created one: where its password is (never the log). */
function reportFirstAdmin(
  app: FastifyInstance,
  dataDir: string,
  first: Awaited<ReturnType<typeof ensureFirstAdmin>>,
): void {
  if (first?.generatedPassword) {
    // The password goes to a private file, not the log (logs are shipped and kept).
    const file = writeFirstAdminPassword(dataDir, first.generatedPassword);
    app.log.warn(
      `First Super Admin created: ${first.email}; its password is in ${file}. Sign in, change it, then delete the file.`,
    );
  } else if (first) {
    app.log.info(`First Super Admin created: ${first.email}`);
  }
}

/**
 * SIGINT/SIGTERM: the server stops taking requests, then the job queue its jobs, then the
 * aggregator's sender thread, then the database closes.
 */
function shutdownOnSignals(
  app: FastifyInstance,
  queue: JobQueue,
  sender: SenderThread | null,
  database: Database,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await queue.stop();
    await sender?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function listen(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const dbText =
    'cluster' in database
      ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}, 127.0.0.1:${(database as EmbeddedDatabase).cluster.port}`
      : 'PostgreSQL';
  // Fastify logs one line per bound interface; Hearth logs a single "ready" line instead.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Hearth is ready on http://${shownHost}:${port} (database: ${dbText})`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The logger comes with the app; the embedded database's start-up notices wait for it.
  const notices: string[] = [];
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => notices.push(message),
  });
  try {
    await database.migrate();
    await assertFieldKey(database.db, config.fieldKey);
  } catch (err) {
    await database.close();
    throw err;
  }

  // The aggregator's sender runs on its own low-priority thread with its own 2 connections.
  const sender = config.aggregator
    ? startSenderThread({ databaseUrl: database.url, fieldKey: config.fieldKey, aggregator: config.aggregator })
    : null;
  const deps: AppDeps = {
    database,
    messenger: { send: (m) => messenger.send(m) },
    jwtSecret: config.jwtSecret,
    fieldKey: config.fieldKey,
    webDist: config.webDist ?? path.resolve(here, '../../web/dist'),
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    dataDir: config.dataDir,
    storage: s3StorageFromConfig(config.s3),
    fileMaxBytes: config.fileMaxBytes,
    geocoder: { geocode: (address) => geocoder.geocode(address) },
    mapTileUrl: config.mapTileUrl,
    aggregator: config.aggregator,
    aggregatorSender: sender?.run,
    // The queue starts once the app (its logger) exists; nothing triggers a job before the server listens.
    jobs: { trigger: (name, data) => queue.trigger(name, data) },
  };
  const app = await buildApp(deps);
  for (const notice of notices) app.log.info(notice);
  const messenger = createMessenger(config, app.log);
  const geocoder = createGeocoder(config.geocoderUrl, app.log);
  const failed = async (err: unknown): Promise<never> => {
    await app.close();
    await sender?.close();
    await database.close();
    throw err;
  };

  const first = await ensureFirstAdmin(database.db, config.admin, { smsProvider: Boolean(config.twilio) }).catch(
    failed,
  );
  reportFirstAdmin(app, config.dataDir, first);
  // pg-boss's own pool (2 connections) on the same database: DATABASE_URL, or the embedded cluster's URL.
  const queue = await startJobQueue({
    connectionString: database.url,
    log: app.log,
    jobs: backgroundJobs(deps, app.log),
  }).catch(failed);
  shutdownOnSignals(app, queue, sender, database);
  await listen(app, config, database);
}

main().catch((err: unknown) => {
  // A failed query's message would carry its parameters (the first admin's password hash).
  console.error(`Hearth could not start: ${scrubMessage(err instanceof Error ? err.message : String(err))}`);
  process.exit(1);
});
