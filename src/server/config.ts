import { z } from 'zod';
import path from 'node:path';

const booleanish = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/**
 * Which proxies to believe about the client's address (Fastify's trustProxy). `true` is one proxy
 * in front: the client is the address that proxy appended to X-Forwarded-For, never one the client
 * wrote there itself; a number is that many proxies; else a comma list of proxy addresses/CIDRs.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string => {
    const value = v.toLowerCase();
    if (['', 'false', 'off', '0'].includes(value)) return false;
    if (value === 'true' || value === 'on') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (/^[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*$/.test(value)) return value.replace(/\s+/g, '');
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY: false, true, a number of proxies, or their addresses',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads; documented in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: no /metrics. Long enough that it cannot be guessed.
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(16, 'must be at least 16 characters').optional(),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('NewLeaf <no-reply@newleaf.local>'),
  MODERATION_EMAIL: z.email().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_CHANNEL: z
    .string()
    .regex(/^[a-z_]+$/)
    .default('newleaf_events'),
  MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  MESSAGE_EMAIL_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_DISCOVERY_URL: z.url().default('https://www.linkedin.com/oauth/.well-known/openid-configuration'),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  SIGN_UPS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // The operator's own support contacts: none by default, so the Need Help card never shows a
  // made-up number or address (only the Samaritans line, which is real, until these are set).
  HELP_PHONE: z.string().trim().optional(),
  HELP_EMAIL: z.string().trim().optional(),
  HELP_HOURS: z.string().trim().optional(),
  HELP_CRISIS_LINE: z.string().default('116 123 (Samaritans, 24/7)'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
  AI_SAFETY_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(30).default(3),
  AI_REPLIES_PER_HOUR: z.coerce.number().int().min(0).default(20),
  AI_DAILY_TOKENS: z.coerce.number().int().min(0).default(50_000),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanish.default(false),
  RANKING: z.enum(['skill', 'reciprocal']).default('reciprocal'),
  RANKING_BATCH_MINUTES: z.coerce.number().min(0.1).max(1440).default(5),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [
    publicUrl,
    ...(e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ];
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  }
  const oidc = (id?: string, secret?: string, discoveryUrl?: string) =>
    id && secret && discoveryUrl ? { clientId: id, clientSecret: secret, discoveryUrl } : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    /** Server processes sharing the port (PostgreSQL only: the embedded database is one process's). */
    workers: e.WEB_CONCURRENCY,
    publicUrl,
    trustedOrigins,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    /** Prometheus metrics at /metrics for `Authorization: Bearer <token>`; none without a token. */
    metricsToken: e.METRICS_TOKEN,
    /** How long a stopping process waits for requests in flight before it exits anyway. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    dataDir,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const),
    // A stable secret is kept in DATA_DIR when none is configured, so sessions survive restarts.
    authSecret: e.AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    /** Where reports of conversations are e-mailed (they are stored either way). */
    moderationEmail: e.MODERATION_EMAIL,
    /** Live events between processes go over Redis pub/sub when set (else PostgreSQL NOTIFY). */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, channel: e.REDIS_CHANNEL } : undefined,
    /** A message unread this long, with its reader away, is e-mailed about (checked this often). */
    messageEmails: {
      delayMinutes: e.MESSAGE_EMAIL_DELAY_MINUTES,
      checkSeconds: e.MESSAGE_EMAIL_CHECK_SECONDS,
    },
    social: {
      google: oidc(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_DISCOVERY_URL),
      linkedin: oidc(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, e.LINKEDIN_DISCOVERY_URL),
    },
    signInLimits: {
      perAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.SIGN_IN_MAX_FAILURES_PER_IP,
      windowMinutes: e.SIGN_IN_WINDOW_MINUTES,
      signUpsPerIpPerMinute: e.SIGN_UPS_PER_IP_PER_MINUTE,
    },
    help: {
      phone: e.HELP_PHONE || null,
      email: e.HELP_EMAIL || null,
      hours: e.HELP_HOURS || null,
      crisisLine: e.HELP_CRISIS_LINE,
    },
    storage:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? ({
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          } as const)
        : ({ kind: 'disk', dir: path.join(dataDir, 'uploads') } as const),
    /** An OpenAI-compatible chat model for the coach and AI chat; without one the offline coach answers. */
    ai: {
      model:
        e.AI_BASE_URL && e.AI_MODEL
          ? { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY }
          : undefined,
      timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
      safetyTimeoutMs: e.AI_SAFETY_TIMEOUT_SECONDS * 1000,
      repliesPerHour: e.AI_REPLIES_PER_HOUR,
      dailyTokens: e.AI_DAILY_TOKENS,
    },
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'on' : !e.DATABASE_URL,
    /**
     * Deck order: 'reciprocal' (congestion-aware, docs/decisions/0014), solved every batch's
     * minutes once the server has loaded the decks' indexes, or 'skill' (skill match alone).
     */
    ranking: { kind: e.RANKING, batchMs: e.RANKING_BATCH_MINUTES * 60_000 },
    /**
     * Web Push for job alerts. Without configured VAPID keys a pair is made once and kept in
     * DATA_DIR/vapid-keys.json. The subject (how a push service reaches the operator) defaults to
     * the MAIL_FROM address. Endpoints must be https on a public host; `allowLocalEndpoints` also
     * lets http://127.0.0.1 through (tests only).
     */
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
      allowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    },
  };
}

/** The address of a From line: 'NewLeaf <no-reply@newleaf.local>' → 'no-reply@newleaf.local'. */
function mailAddress(from: string) {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

export type AppConfig = ReturnType<typeof loadConfig>;
