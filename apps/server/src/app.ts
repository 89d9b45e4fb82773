import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sha256 } from './platform/crypto.js';
import { loadAgencyZone, scheduleAgencyZoneRefresh } from './platform/agency-zone.js';
import type { Database } from './db/client.js';
import { registerAccessControl, SessionTokens } from './platform/auth.js';
import { systemClock, type Clock } from './platform/clock.js';
import { frameworkErrors, registerErrorHandling } from './platform/errors.js';
import { scheduleHousekeeping } from './platform/housekeeping.js';
import { prepareUploadDir } from './modules/files/upload-receiver.js';
import { loggerOptions, type LogStream } from './platform/logging.js';
import { openApiOptions } from './platform/openapi.js';
import { registerSecurityHeaders, storageOrigin } from './platform/security-headers.js';
import { registerStorableTextCheck } from './platform/storable-text.js';
import { registerWebApp } from './platform/web-app.js';
import { fastifyTrustProxy, type TrustProxy } from './platform/trust-proxy.js';
import type { Messenger } from './platform/messaging/index.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { roleGroupRoutes } from './modules/role-groups/role-groups.routes.js';
import { scRoutes } from './modules/supports-coordinators/supports-coordinators.routes.js';
import { createScService } from './modules/supports-coordinators/supports-coordinators.service.js';
import { workEntriesModule } from './modules/work-entries/work-entries.routes.js';
import { servicesModule } from './modules/services/services.routes.js';
import { serviceImportModule } from './modules/service-import/service-import.routes.js';
import { clientServicesModule } from './modules/client-services/client-services.routes.js';
import { clientRoutes } from './modules/clients/clients.routes.js';
import { createClientService } from './modules/clients/clients.service.js';
import { usersModule } from './modules/staff/staff.routes.js';
import { filesModule } from './modules/files/files.routes.js';
import { geocodingModule } from './modules/geocoding/geocoding.routes.js';
import { reportsModule } from './modules/reports/reports.routes.js';
import { settingsModule } from './modules/settings/settings.routes.js';
import { evvModule } from './modules/evv/evv.routes.js';
import { claimsModule } from './modules/claims/claims.routes.js';
import { overviewModule } from './modules/overview/overview.routes.js';
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
};

/** A logout or deactivation on another instance is seen within this (README, Operations). */
export const SESSION_CACHE_MS = 2000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
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

  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  const tokens = new SessionTokens(deps.jwtSecret, db, clock, deps.sessionCacheMs ?? SESSION_CACHE_MS);
  registerAccessControl(app, tokens);
  registerStorableTextCheck(app);

  const agency = await loadAgencyZone(db);

  // Hourly purge of expired sessions, codes and rate-limit windows, and the agency zone re-read
  // each minute (another instance may change it), while the server is up.
  let stopHousekeeping: (() => Promise<void>) | undefined;
  let stopZoneRefresh: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopHousekeeping = scheduleHousekeeping({ db, clock, log: app.log });
    stopZoneRefresh = scheduleAgencyZoneRefresh(agency, (err) => app.log.error({ err }, 'agency zone refresh failed'));
  });
  app.addHook('onClose', async () => {
    stopZoneRefresh?.();
    await stopHousekeeping?.();
  });

  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const uploadDir = await prepareUploadDir(deps.dataDir);
  const auth = createAuthService({
    db,
    clock,
    messenger: deps.messenger,
    tokens,
    codeKey: sha256(`codes:${deps.jwtSecret}`),
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes(auth));
      await api.register(profileRoutes(db));
      await api.register(roleGroupRoutes);
      await api.register(scRoutes(createScService({ db, clock })));
      await api.register(settingsModule({ db, clock, agency }));
      await api.register(workEntriesModule({ db, clock, agency }));
      await api.register(filesModule({ ...deps, db, clock, agency, uploadDir }));
      await api.register(geocodingModule(deps));
      await api.register(servicesModule({ db, clock }));
      await api.register(serviceImportModule({ db, clock, fileMaxBytes: deps.fileMaxBytes, uploadDir }));
      await api.register(clientServicesModule({ db, clock, agency }));
      await api.register(clientRoutes(createClientService({ db, clock, agency })));
      await api.register(usersModule({ db, clock, fieldKey: deps.fieldKey }));
      await api.register(reportsModule({ db, clock, agency }));
      await api.register(evvModule({ db, clock, agency }));
      await api.register(claimsModule({ db, clock, agency }));
      await api.register(overviewModule({ db, clock, agency }));
    },
    { prefix: '/api/v1' },
  );

  registerSecurityHeaders(app, {
    mapTileUrl: deps.mapTileUrl,
    connectOrigins: [await storageOrigin(deps.storage)].filter((o): o is string => o !== undefined),
  });

  await registerWebApp(app, deps.webDist);
  return app;
}
