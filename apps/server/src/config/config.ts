import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { PrintProfileSettings } from '../print/printProfile.ts';
import { repoRoot } from './serverFiles.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/.+/.test(value), {
  error: 'must be a PostgreSQL URL such as postgres://user:password@localhost:5432/pms',
});

const CORS_ERROR =
  'must be comma-separated http(s) origins without a path, such as https://pms.example.com,http://localhost:5173';

/** An origin as browsers send it: scheme, host and port only, no path or trailing slash. */
function isHttpOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

/** A comma-separated list of at least one entry, each of which passes `isValid`. */
function commaList(isValid: (entry: string) => boolean, error: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .refine((entries) => entries.length > 0 && entries.every(isValid), { error });
}

const corsOrigins = commaList(isHttpOrigin, CORS_ERROR);

const TRUST_PROXY_ERROR =
  "must be the proxies' addresses or ranges, comma-separated, such as 127.0.0.1,10.0.0.0/8";

/** Names proxy-addr knows for the private ranges, as Express and Fastify accept them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or a range's name. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For the server believes. Never "true" or a count of hops:
 * anyone reaching the server directly could then name any address and escape the login limit.
 */
const trustProxy = commaList(isProxyAddress, TRUST_PROXY_ERROR);

/** A whole number from `min` to `max`; every way to miss it gets the same message. */
function wholeNumber(min: number, max: number, message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** Every variable the server reads; docs/operations.md's table is checked against it (scripts/docs.test.ts). */
export const envSchema = z.object({
  PORT: wholeNumber(0, 65535, 'must be a port number from 0 to 65535').default(3000),
  HOST: z.string().min(1, { error: 'must be a host name or address' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must be a directory path' }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_THREAD: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error:
        "must be true (the embedded database runs in a thread of its own) or false (in the server's)",
    })
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .default(true),
  JWT_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters long (leave it unset to generate one)' })
    .optional(),
  TOKEN_LIFETIME_HOURS: z.coerce
    .number({ error: 'must be a number of hours greater than 0' })
    .positive({ error: 'must be a number of hours greater than 0' })
    .default(12),
  SESSION_MAX_DAYS: wholeNumber(
    1,
    3650,
    'must be how many days a session lasts at most from its login, from 1 to 3650',
  ).default(30),
  MEDIA_DIR: z.string().min(1, { error: 'must be a directory path' }).optional(),
  DEFAULT_CI: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, {
      error: 'must be a brand identifier in lowercase letters and digits, such as bmw',
    })
    .default('bmw'),
  ROOT_REDIRECT: z
    .string()
    .refine((value) => value.startsWith('/') || /^https?:\/\/.+/.test(value), {
      error: 'must be a path starting with / or an http(s) URL',
    })
    .optional(),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes greater than 0' })
    .positive({ error: 'must be a number of megabytes greater than 0' })
    .default(20),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(
    1,
    3600,
    'must be a number of seconds from 1 to 3600',
  ).default(120),
  SEED_DEMO: booleanFlag.default(true),
  ADMIN_PASSWORD: z.string().min(3, { error: 'must be at least 3 characters long' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1, { error: 'must be a directory path' }).optional(),
  CORS_ORIGINS: corsOrigins.optional(),
  TRUST_PROXY: trustProxy.optional(),
  S3_ENDPOINT: z
    .string()
    .refine((value) => /^https?:\/\/[^/]+/.test(value) && URL.canParse(value), {
      error: 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com',
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes',
    })
    .optional(),
  S3_REGION: z.string().min(1, { error: 'must be a region such as eu-central-1' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  PRINT_PROFILE: z.string().min(1, { error: 'must be the path of a CMYK ICC profile' }).optional(),
  PRINT_OUTPUT_CONDITION_ID: z
    .string()
    .regex(/^[\x20-\x7e]{1,64}$/, {
      error: 'must be a registered condition such as FOGRA51, or Custom (printable ASCII)',
    })
    .optional(),
  PRINT_OUTPUT_CONDITION: z
    .string()
    .regex(/^[\x20-\x7e]{1,200}$/, { error: 'must be a description in printable ASCII' })
    .optional(),
  RENDER_THREADS: wholeNumber(
    0,
    64,
    'must be how many worker threads render exports, from 0 (in the request thread) to 64',
  ).optional(),
  READ_CACHE_SECONDS: wholeNumber(
    0,
    3600,
    'must be how many seconds at most a read answer is kept, from 0 (no read cache) to 3600',
  ).default(10),
  READ_CACHE_MB: wholeNumber(
    1,
    1024,
    'must be the read cache size in megabytes, from 1 to 1024',
  ).default(16),
  BATCH_WORKERS: wholeNumber(
    0,
    16,
    'must be how many batch-export jobs this process runs at once, from 0 to 16',
  ).default(1),
  BATCH_JOB_EXPIRE_SECONDS: wholeNumber(
    2,
    3600,
    'must be a number of seconds from 2 to 3600',
  ).default(120),
  PRINT_INK_LIMIT: wholeNumber(
    100,
    400,
    'must be a total ink in percent from 100 to 400',
  ).optional(),
});

/** S3-compatible object storage for media, used instead of MEDIA_DIR when configured. */
export interface S3Config {
  /** Unset for AWS itself; the URL of any other S3-compatible server. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** Everything the server needs to know, read once at start from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the embedded database, the generated JWT secret and media files. */
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * The embedded database (PGlite) runs in a worker thread of its own, so that no statement
   * holds the event loop; false runs it in the server's thread. Unused with `databaseUrl`.
   */
  databaseThread: boolean;
  jwtSecret: string | undefined;
  tokenLifetimeHours: number;
  /** Days from a login after which no renewal of its token is accepted or issued. */
  sessionMaxDays: number;
  mediaDir: string;
  /** The car maker's brand identifier, the `ci` of new sheets. */
  defaultCi: string;
  rootRedirect: string | undefined;
  maxUploadMb: number;
  /** How long a client may take to send a whole request, headers and body. */
  requestTimeoutSeconds: number;
  seedDemo: boolean;
  adminPassword: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web app; the server serves it with a history fallback. */
  webDistDir: string;
  /** Browser origins allowed to call the API from another site; empty means no CORS at all. */
  corsOrigins: string[];
  /**
   * The proxies (addresses, ranges) whose X-Forwarded-For names the client; empty: the client
   * is the connection's peer.
   */
  trustProxy: string[];
  /** Media in S3-compatible storage instead of `mediaDir`; undefined when no S3_* is set. */
  s3: S3Config | undefined;
  /** The press the print PDF is made for: output profile, its names, the ink limit. */
  print: PrintProfileSettings;
  /** Batch exports (a sheet for every dealer of a region), run as jobs on the database. */
  batch: BatchConfig;
  /** Worker threads that render exports and thumbnails; 0 renders in the request's thread. */
  renderThreads: number;
  /** The answers of the busiest reads, kept until the data changes (http/readCache.ts). */
  readCache: { maxAgeMs: number; maxBytes: number };
}

/** How this process takes part in batch exports. */
export interface BatchConfig {
  /** Jobs this process runs at once; 0 only queues them for other processes. */
  workers: number;
  /**
   * How long one part of a batch may run before another process takes it over: the time a
   * part whose process died waits. A part renders a few dozen dealers in seconds.
   */
  expireSeconds: number;
}

export { REGIONS, type Region } from '@pms/contracts/regions';

/**
 * One render thread per core when the server runs as built for production (`npm start`). Run
 * as TypeScript source (`npm run dev`, tests) it renders in the request thread: a worker thread
 * would need the TypeScript loader too, and when Ctrl+C reaches the whole process group the
 * loader's compiler process dies with it and shutting the workers down hung. RENDER_THREADS
 * sets the number either way.
 */
function defaultRenderThreads(): number {
  return import.meta.url.endsWith('.ts') ? 0 : availableParallelism();
}

/** A configuration problem a person can fix: names each variable and what it expects. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Relative paths are taken from where the person ran npm (INIT_CWD), not from the workspace
 * folder npm switches into.
 */
function absolute(path: string, env: NodeJS.ProcessEnv): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

/**
 * Reads and validates the configuration. Empty variables count as unset, so `PORT=` in an
 * env file falls back to the default instead of failing.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = present[name];
        const shown = /SECRET|PASSWORD|DATABASE_URL|ACCESS_KEY/.test(name) ? '(hidden)' : given;
        return `${name} ${issue.message}${given === undefined ? '' : `, got "${shown}"`}`;
      }),
    );
  }
  const values = result.data;
  const s3 = s3Config(values);
  const dataDir = values.DATA_DIR ? absolute(values.DATA_DIR, env) : resolve(repoRoot, 'data');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseThread: values.DATABASE_THREAD,
    jwtSecret: values.JWT_SECRET,
    tokenLifetimeHours: values.TOKEN_LIFETIME_HOURS,
    sessionMaxDays: values.SESSION_MAX_DAYS,
    mediaDir: values.MEDIA_DIR ? absolute(values.MEDIA_DIR, env) : resolve(dataDir, 'media'),
    defaultCi: values.DEFAULT_CI,
    rootRedirect: values.ROOT_REDIRECT,
    maxUploadMb: values.MAX_UPLOAD_MB,
    requestTimeoutSeconds: values.REQUEST_TIMEOUT_SECONDS,
    seedDemo: values.SEED_DEMO,
    batch: { workers: values.BATCH_WORKERS, expireSeconds: values.BATCH_JOB_EXPIRE_SECONDS },
    renderThreads: values.RENDER_THREADS ?? defaultRenderThreads(),
    readCache: {
      maxAgeMs: values.READ_CACHE_SECONDS * 1000,
      // JSON is mostly ASCII, one byte a character in V8's strings.
      maxBytes: values.READ_CACHE_MB * 1024 * 1024,
    },
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR
      ? absolute(values.WEB_DIST_DIR, env)
      : resolve(repoRoot, 'apps/web/dist'),
    corsOrigins: values.CORS_ORIGINS ?? [],
    trustProxy: values.TRUST_PROXY ?? [],
    s3,
    print: {
      path: values.PRINT_PROFILE ? absolute(values.PRINT_PROFILE, env) : undefined,
      outputConditionIdentifier: values.PRINT_OUTPUT_CONDITION_ID,
      outputCondition: values.PRINT_OUTPUT_CONDITION,
      inkLimitPercent: values.PRINT_INK_LIMIT,
    },
  };
}

/**
 * The S3 settings, or undefined when none is set. Setting some but not the bucket, or only
 * one half of the key pair, is a mistake worth stopping for rather than silently using disk.
 */
function s3Config(values: z.infer<typeof envSchema>): S3Config | undefined {
  const anySet =
    values.S3_ENDPOINT !== undefined ||
    values.S3_BUCKET !== undefined ||
    values.S3_REGION !== undefined ||
    values.S3_ACCESS_KEY_ID !== undefined ||
    values.S3_SECRET_ACCESS_KEY !== undefined ||
    values.S3_FORCE_PATH_STYLE !== undefined;
  if (!anySet) return undefined;
  const problems: string[] = [];
  if (!values.S3_BUCKET) problems.push('S3_BUCKET must be set when any other S3_* variable is');
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (problems.length > 0 || !values.S3_BUCKET) throw new ConfigError(problems);
  return {
    endpoint: values.S3_ENDPOINT,
    bucket: values.S3_BUCKET,
    region: values.S3_REGION ?? 'us-east-1',
    credentials:
      values.S3_ACCESS_KEY_ID !== undefined && values.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
  };
}
