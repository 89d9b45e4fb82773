import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ADMIN_PHONE: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Hearth <no-reply@localhost>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === undefined) {
        const message = "false, true (one proxy), a number of proxy hops, or the proxies' addresses/CIDRs";
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return trust;
    }),
  WEB_DIST: z.string().optional(),
  FIELD_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64url').length === 32,
      'FIELD_ENCRYPTION_KEY must be 32 bytes, base64url-encoded',
    )
    .optional(),
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  GEOCODER_URL: z.string().url().optional(),
  /** The web app's tile server (built in as VITE_MAP_TILE_URL): the server allows its host in the CSP. */
  MAP_TILE_URL: z.string().optional(),
  VITE_MAP_TILE_URL: z.string().optional(),
  /** Pennsylvania's EVV aggregator (Sandata Alternate EVV): the base URL; unset = the feature is off. */
  EVV_AGGREGATOR_URL: z.string().url().optional(),
  EVV_AGGREGATOR_USER: z.string().optional(),
  EVV_AGGREGATOR_PASSWORD: z.string().optional(),
  EVV_AGGREGATOR_ACCOUNT: z.string().optional(),
  /** Seconds between status reads of a transaction the aggregator has not finished (the vendor asks for 5 minutes). */
  EVV_AGGREGATOR_POLL_S: z.coerce.number().int().min(1).max(86_400).default(300),
});

/** How Hearth reaches the EVV aggregator (secrets from the environment only). */
export type AggregatorConfig = {
  url: string;
  user: string;
  password: string;
  account: string;
  pollSeconds: number;
};

function aggregatorConfig(e: z.infer<typeof envSchema>): AggregatorConfig | undefined {
  if (!e.EVV_AGGREGATOR_URL) return undefined;
  const missing = (['EVV_AGGREGATOR_USER', 'EVV_AGGREGATOR_PASSWORD', 'EVV_AGGREGATOR_ACCOUNT'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0)
    throw new Error(`Invalid configuration: with EVV_AGGREGATOR_URL set, ${missing.join(', ')} must be set too.`);
  return {
    url: e.EVV_AGGREGATOR_URL.replace(/\/+$/, ''),
    user: e.EVV_AGGREGATOR_USER!,
    password: e.EVV_AGGREGATOR_PASSWORD!,
    account: e.EVV_AGGREGATOR_ACCOUNT!,
    pollSeconds: e.EVV_AGGREGATOR_POLL_S,
  };
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { email: string | undefined; password: string | undefined; phone: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe: none (false), the nearest n hops, or these addresses. */
  trustProxy: TrustProxy;
  webDist: string | undefined;
  /** 32-byte key (base64url) for encrypting SSNs at rest. */
  fieldKey: string;
  fileMaxBytes: number;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** HTTP geocoder URL template with {address}, e.g. a Nominatim-compatible search endpoint. */
  geocoderUrl: string | undefined;
  /** Unset: nothing is sent to the EVV aggregator and claims do not wait for it. */
  aggregator: AggregatorConfig | undefined;
  /** Map tile URL template (MAP_TILE_URL, else VITE_MAP_TILE_URL), for the Content-Security-Policy. */
  mapTileUrl: string | undefined;
};

/** Reads a secret kept in DATA_DIR, creating it with 32 random bytes on first use. */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL) {
    // Generated secrets live in one instance's DATA_DIR; instances sharing a database need the same ones.
    const missing = (['JWT_SECRET', 'FIELD_ENCRYPTION_KEY'] as const).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration: with DATABASE_URL set, ${missing.join(' and ')} must be set too, ` +
          'the same on every instance (Hearth generates them into DATA_DIR only for the embedded database).',
      );
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN,
          from: e.TWILIO_FROM,
          apiUrl: e.TWILIO_API_URL,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twilio,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    fieldKey: e.FIELD_ENCRYPTION_KEY ?? readOrCreateSecret(dataDir, 'field-key'),
    fileMaxBytes: e.FILE_MAX_BYTES,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.MAP_TILE_URL || e.VITE_MAP_TILE_URL || undefined,
    aggregator: aggregatorConfig(e),
  };
}
