import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('serves a single machine with no setup', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.mediaDir).toBe(`${config.dataDir}/media`);
    expect(config.defaultCi).toBe('bmw');
    expect(config.seedDemo).toBe(true);
    expect(config.tokenLifetimeHours).toBe(12);
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.corsOrigins).toEqual([]);
    expect(config.maxUploadMb).toBe(20);
    expect(config.s3).toBeUndefined();
  });

  it('reads each variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/pms',
      DATABASE_URL: 'postgres://pms:secret@db:5432/pms',
      MEDIA_DIR: '/srv/media',
      DEFAULT_CI: 'mini',
      ROOT_REDIRECT: '/de',
      MAX_UPLOAD_MB: '5',
      REQUEST_TIMEOUT_SECONDS: '300',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'letmein',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/pms',
      databaseUrl: 'postgres://pms:secret@db:5432/pms',
      mediaDir: '/srv/media',
      defaultCi: 'mini',
      rootRedirect: '/de',
      maxUploadMb: 5,
      requestTimeoutSeconds: 300,
      seedDemo: false,
      adminPassword: 'letmein',
    });
  });

  it('keeps data in the repository by default and reads relative paths from where npm ran', () => {
    expect(loadConfig({}).webDistDir.replace(/apps\/web\/dist$/, 'data')).toBe(
      loadConfig({}).dataDir,
    );
    expect(loadConfig({ DATA_DIR: 'mine', INIT_CWD: '/home/me' }).dataDir).toBe('/home/me/mine');
  });

  it('keeps read answers 10 s at most in 16 MB by default, and turns the read cache off with 0', () => {
    expect(loadConfig({}).readCache).toEqual({ maxAgeMs: 10_000, maxBytes: 16 * 1024 * 1024 });
    expect(loadConfig({ READ_CACHE_SECONDS: '0', READ_CACHE_MB: '4' }).readCache).toEqual({
      maxAgeMs: 0,
      maxBytes: 4 * 1024 * 1024,
    });
    expect(problemsOf({ READ_CACHE_SECONDS: 'forever', READ_CACHE_MB: '0' })).toEqual([
      'READ_CACHE_SECONDS must be how many seconds at most a read answer is kept, from 0 (no read cache) to 3600, got "forever"',
      'READ_CACHE_MB must be the read cache size in megabytes, from 1 to 1024, got "0"',
    ]);
  });

  it('ends a session 30 days after its login by default, or after SESSION_MAX_DAYS', () => {
    expect(loadConfig({}).sessionMaxDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
    for (const given of ['0', '1.5', 'forever', '3651']) {
      expect(problemsOf({ SESSION_MAX_DAYS: given })).toEqual([
        `SESSION_MAX_DAYS must be how many days a session lasts at most from its login, from 1 to 3650, got "${given}"`,
      ]);
    }
  });

  it('runs the embedded database in a thread of its own unless DATABASE_THREAD is false', () => {
    expect(loadConfig({}).databaseThread).toBe(true);
    expect(loadConfig({ DATABASE_THREAD: 'false' }).databaseThread).toBe(false);
    expect(loadConfig({ DATABASE_THREAD: '1' }).databaseThread).toBe(true);
    expect(problemsOf({ DATABASE_THREAD: 'maybe' })).toEqual([
      `DATABASE_THREAD must be true (the embedded database runs in a thread of its own) or false (in the server's), got "maybe"`,
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('names every bad variable and what it expects', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/pms',
      SEED_DEMO: 'maybe',
      MAX_UPLOAD_MB: '-1',
      ROOT_REDIRECT: 'somewhere',
    });
    expect(problems).toEqual([
      'PORT must be a port number from 0 to 65535, got "eighty"',
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@localhost:5432/pms, got "(hidden)"',
      'ROOT_REDIRECT must be a path starting with / or an http(s) URL, got "somewhere"',
      'MAX_UPLOAD_MB must be a number of megabytes greater than 0, got "-1"',
      'SEED_DEMO must be true or false, got "maybe"',
    ]);
  });

  it('never repeats a secret in its message', () => {
    const [problem] = problemsOf({ JWT_SECRET: 'tooshort', ADMIN_PASSWORD: 'x' }).slice(0, 1);
    expect(problem).toBe(
      'JWT_SECRET must be at least 32 characters long (leave it unset to generate one), got "(hidden)"',
    );
    expect(problemsOf({ ADMIN_PASSWORD: 'ab' })).toEqual([
      'ADMIN_PASSWORD must be at least 3 characters long, got "(hidden)"',
    ]);
  });

  it('reads CORS origins as a comma-separated list', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://pms.example.com, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://pms.example.com', 'http://localhost:5173']);
  });

  it.each([
    'pms.example.com',
    'ftp://pms.example.com',
    'https://pms.example.com/',
    'https://pms.example.com/app',
    ', ,',
    '*',
    'https://ok.example.com,nope',
  ])('refuses CORS_ORIGINS=%j', (value) => {
    expect(problemsOf({ CORS_ORIGINS: value })).toEqual([
      `CORS_ORIGINS must be comma-separated http(s) origins without a path, such as https://pms.example.com,http://localhost:5173, got "${value}"`,
    ]);
  });

  it('believes X-Forwarded-For from no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8 ,::1,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback']);
  });

  it.each([
    'true',
    '1',
    '*',
    'proxy.internal',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    '300.1.1.1',
    ', ,',
  ])('refuses TRUST_PROXY=%j', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      `TRUST_PROXY must be the proxies' addresses or ranges, comma-separated, such as 127.0.0.1,10.0.0.0/8, got "${value}"`,
    ]);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT must be a port number from 0 to 65535, got "70000"',
    ]);
  });

  it('reads S3-compatible storage settings, with the region and path style defaulted', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_BUCKET: 'pms-media',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'pms-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-central-1' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'media',
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses S3 settings without a bucket, half a key pair or a bad endpoint', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:4569', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_BUCKET must be set when any other S3_* variable is',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problemsOf({ S3_BUCKET: 'Media_Bucket', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com, got "minio:9000"',
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes, got "Media_Bucket"',
    ]);
    expect(problemsOf({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'x' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
  });
});
