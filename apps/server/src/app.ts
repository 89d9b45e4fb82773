import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sha256 } from './platform/crypto.js';
import { loadAgencyZone, scheduleAgencyZoneRefresh, type AgencyZone } from './platform/agency-zone.js';
import type { Database, Db } from './db/client.js';
import { registerAccessControl, SessionTokens } from './platform/auth.js';
import { systemClock, type Clock } from './platform/clock.js';
import { frameworkErrors, registerErrorHandling } from './platform/errors.js';
import { housekeepingJob } from './platform/housekeeping.js';
import type { JobDefinition, JobLog, JobTrigger } from './platform/jobs.js';
import { loggerOptions, type LogStream } from './platform/logging.js';
import { openApiOptions } from './platform/openapi.js';
import { registerSecurityHeaders, storageOrigin } from './platform/security-headers.js';
import { registerStorableTextCheck } from './platform/storable-text.js';
import { registerWebApp } from './platform/web-app.js';
import { fastifyTrustProxy, type TrustProxy } from './platform/trust-proxy.js';
import type { Messenger } from './platform/messaging/index.js';
import { authModule, revokeUserSessions, sessionStore } from './modules/auth/index.js';
import { clientsModule } from './modules/clients/index.js';
import { filePurgeJob, filesModule, prepareUploadDir } from './modules/files/index.js';
import { geocodingModule } from './modules/geocoding/index.js';
import { healthModule } from './modules/health/index.js';
import { profileModule } from './modules/profile/index.js';
import { roleGroupsModule } from './modules/role-groups/index.js';
import { servicesModule } from './modules/services/index.js';
import { savedTimeZone, settingsModule } from './modules/settings/index.js';
import { staffModule } from './modules/staff/index.js';
import { scModule } from './modules/supports-coordinators/index.js';
import { evvBackfillJob, evvModule } from './modules/evv/index.js';
import { workEntriesModule } from './modules/work-entries/index.js';
import { visitsModule } from './modules/visits/index.js';
import { serviceImportModule } from './modules/service-import/index.js';
import { clientServicesModule } from './modules/client-services/index.js';
import { reportsModule } from './modules/reports/index.js';
import { claimsModule } from './modules/claims/index.js';
import { overviewModule } from './modules/overview/index.js';
import { schedulesModule, scheduleWatchJob } from './modules/schedules/index.js';
import { credentialAlertsJob, credentialsModule, trainingModule } from './modules/credentials/index.js';
import {
  aggregatorModule,
  aggregatorSendJob,
  type AggregatorConnection,
  type SenderRunner,
} from './modules/aggregator/index.js';
import { FieldCipher } from './platform/field-crypto.js';
import type { Geocoder } from './platform/geocoding/geocoder.js';
import type { FileStorage } from './platform/storage/index.js';

export type AppDeps = {
  database: Database;
  messenger: Messenger;
  jwtSecret: string;
  /** 32-byte base64url key for field encryption (SSNs). */
  fieldKey: string;
  clock?: Clock;
  /** Built web app to serve (SPA fallback to index.html); omitted in API-only tests. */
  webDist?: string;
  /** Pino level; omitted → no logging (tests). */
  logLevel?: string;
  /** Where log lines go; omitted → stdout (tests pass a stream to read the log). */
  logStream?: LogStream;
  /** Proxies whose X-Forwarded-For/-Proto to believe (TRUST_PROXY); omitted → none. */
  trustProxy?: TrustProxy;
  /** DATA_DIR: local files go to `dataDir/files`; omitted → a temporary folder (tests only). */
  dataDir?: string;
  /** File storage; omitted → local disk under dataDir. */
  storage?: FileStorage;
  /** Upload limit in bytes (FILE_MAX_BYTES); omitted → 20 MB. */
  fileMaxBytes?: number;
  /** Address geocoder; omitted → none (the default map centre). */
  geocoder?: Geocoder;
  /**
   * How long a checked session is believed before the database is asked again; omitted → 2 s.
   * Tests pass 0 (they change rows behind the API's back).
   */
  sessionCacheMs?: number;
  /** Map tile URL template (MAP_TILE_URL): its host is allowed for images in the CSP. */
  mapTileUrl?: string | undefined;
  /** Pennsylvania's EVV aggregator (EVV_AGGREGATOR_*); omitted → off: nothing is sent, claims do not wait for it. */
  aggregator?: AggregatorConnection | undefined;
  /** Where the aggregator's sender runs; omitted → in this process. main.ts gives its own thread. */
  aggregatorSender?: SenderRunner | undefined;
  /**
   * Queues a run of a background job now (platform/jobs.ts); main.ts passes the job queue's. Omitted
   * → nothing to pass on to the modules that trigger (tests, which call the job functions directly).
   */
  jobs?: JobTrigger;
};

/** A logout or deactivation on another instance is seen within this (README, Operations). */
export const SESSION_CACHE_MS = 2000;

/** The Fastify instance with its logging, zod compilers and error handler. */
function createServer(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: deps.logLevel ? loggerOptions(deps.logLevel, deps.logStream) : false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    // Query strings carry search terms (client names): log the route pattern, never the URL.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  return app;
}

/**
 * The agency zone re-read each minute (another instance may change it), while the server is up: a
 * cache of this process, so a timer here rather than a job on the shared queue.
 */
function scheduleZoneRefresh(app: FastifyInstance, agency: AgencyZone): void {
  let stopZoneRefresh: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopZoneRefresh = scheduleAgencyZoneRefresh(agency, (err) => app.log.error({ err }, 'agency zone refresh failed'));
  });
  app.addHook('onClose', async () => stopZoneRefresh?.());
}

/**
 * The background jobs main.ts runs on the job queue (platform/jobs.ts, docs/decisions/014), each
 * from its owner: the purge of expired rows (platform), the sweep of uploads never attached (files),
 * the EVV checks of entries never checked (evv), the EVV aggregator's sender when it is configured
 * (aggregator). A new job is added here.
 */
export function backgroundJobs(deps: AppDeps, log: JobLog): JobDefinition[] {
  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  return [
    housekeepingJob({ db, clock, log }),
    filePurgeJob({ db, clock, log, jwtSecret: deps.jwtSecret, dataDir: deps.dataDir, storage: deps.storage }),
    evvBackfillJob({ db, clock, log }),
    scheduleWatchJob({ db, clock, messenger: deps.messenger, log }),
    credentialAlertsJob({ db, clock, messenger: deps.messenger, log }),
    ...(deps.aggregator
      ? [
          aggregatorSendJob({
            db,
            clock,
            log,
            aggregator: deps.aggregator,
            cipher: new FieldCipher(deps.fieldKey),
            runSender: deps.aggregatorSender,
          }),
        ]
      : []),
  ];
}

type ApiContext = { db: Db; clock: Clock; agency: AgencyZone; tokens: SessionTokens; uploadDir: string };

/** Every feature's routes under /api/v1, each through its module's door. */
function apiRoutes(deps: AppDeps, c: ApiContext): FastifyPluginAsync {
  const { db, clock, agency } = c;
  const auth = { db, clock, messenger: deps.messenger, tokens: c.tokens, codeKey: sha256(`codes:${deps.jwtSecret}`) };
  return async (api) => {
    await api.register(healthModule);
    await api.register(authModule(auth));
    await api.register(profileModule(db));
    await api.register(roleGroupsModule);
    await api.register(scModule({ db, clock }));
    await api.register(settingsModule({ db, clock, agency }));
    await api.register(workEntriesModule({ db, clock, agency }));
    await api.register(visitsModule({ db, clock, agency }));
    await api.register(filesModule({ ...deps, db, clock, agency, uploadDir: c.uploadDir }));
    await api.register(geocodingModule(deps));
    await api.register(servicesModule({ db, clock }));
    await api.register(serviceImportModule({ db, clock, fileMaxBytes: deps.fileMaxBytes, uploadDir: c.uploadDir }));
    await api.register(clientServicesModule({ db, clock, agency }));
    await api.register(clientsModule({ db, clock, agency }));
    await api.register(staffModule({ db, clock, fieldKey: deps.fieldKey, endSessions: revokeUserSessions }));
    await api.register(reportsModule({ db, clock, agency }));
    await api.register(evvModule({ db, clock, agency }));
    const aggregatorOn = deps.aggregator !== undefined;
    await api.register(
      claimsModule({ db, clock, agency, aggregatorOn, uploadDir: c.uploadDir, fileMaxBytes: deps.fileMaxBytes }),
    );
    await api.register(overviewModule({ db, clock, agency, aggregatorOn }));
    await api.register(schedulesModule({ db, clock, agency }));
    await api.register(trainingModule({ db, clock, agency }));
    await api.register(credentialsModule({ db, clock, agency }));
    await api.register(
      aggregatorModule({
        db,
        clock,
        aggregator: deps.aggregator,
        cipher: new FieldCipher(deps.fieldKey),
        runSender: deps.aggregatorSender,
      }),
    );
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps);
  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  const cacheMs = deps.sessionCacheMs ?? SESSION_CACHE_MS;
  const tokens = new SessionTokens(deps.jwtSecret, sessionStore(db), clock, cacheMs);
  registerAccessControl(app, tokens);
  registerStorableTextCheck(app);

  const agency = await loadAgencyZone(db, () => savedTimeZone(db));
  scheduleZoneRefresh(app, agency);

  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const uploadDir = await prepareUploadDir(deps.dataDir);
  await app.register(apiRoutes(deps, { db, clock, agency, tokens, uploadDir }), { prefix: '/api/v1' });

  registerSecurityHeaders(app, {
    mapTileUrl: deps.mapTileUrl,
    connectOrigins: [await storageOrigin(deps.storage)].filter((o): o is string => o !== undefined),
  });

  await registerWebApp(app, deps.webDist);
  return app;
}
