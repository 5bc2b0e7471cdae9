import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EXTENSION_DEFAULT_ID } from '@hirelane/domain/extension/extension-key';
import type { S3StorageConfig } from './integrations/storage/s3-file-storage';
import { s3ConfigOf, s3EnvFields, s3EnvProblems } from './s3-config';
import { voiceConfigOf, voiceEnvFields, voiceEnvProblems, type VoiceConfig } from './voice-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_CREDITS_TOPUP',
] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Loopback unless set: development mode's outbox would hand sign-in links to the network. */
    HOST: z
      .union([z.ipv4(), z.ipv6(), z.hostname()], {
        error: 'must be an IP address or a host name, e.g. 127.0.0.1 or 0.0.0.0',
      })
      .default('127.0.0.1'),
    APP_URL: optionalString.pipe(z.url().optional()),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Hirelane <no-reply@hirelane.local>'),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
        .optional(),
    ),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Connections of this process's pool (pg-boss shares it): total = processes × this. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
    /** SIGTERM: how long in-flight requests and claimed work may take to finish. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /** /metrics is served with `Authorization: Bearer <this>`; unset and no METRICS_PORT = not served. */
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** A separate port for /metrics (workers too), bound to METRICS_HOST. */
    METRICS_PORT: optionalString.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a port number')
        .transform(Number)
        .pipe(z.number().int().min(0).max(65535))
        .optional(),
    ),
    METRICS_HOST: z
      .union([z.ipv4(), z.ipv6(), z.hostname()], {
        error: 'must be an IP address or a host name, e.g. 127.0.0.1',
      })
      .default('127.0.0.1'),
    /** The browser extension's id; the default is the id its manifest key fixes (decision 044). */
    EXTENSION_ID: z.string().default(EXTENSION_DEFAULT_ID),
    /** Behind a load balancer: take the client IP from X-Forwarded-For. Default: in production. */
    TRUST_PROXY: z.enum(['true', 'false']).optional(),
    /** An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM); unset = built-in writer. */
    LLM_BASE_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. http://localhost:11434/v1',
        })
        .optional(),
    ),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** An OpenAI-compatible /audio/transcriptions endpoint for voice answers; unset = typed only. */
    STT_BASE_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://api.openai.com/v1',
        })
        .optional(),
    ),
    STT_API_KEY: optionalString,
    STT_MODEL: z.string().min(1).default('whisper-1'),
    STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** A people-data provider speaking PDL's Person Enrichment API (contact reveal); unset = off. */
    PEOPLE_DATA_API_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://api.peopledatalabs.com',
        })
        .optional(),
    ),
    PEOPLE_DATA_API_KEY: optionalString,
    PEOPLE_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    ...voiceEnvFields,
    ...s3EnvFields,
    /** A WhatsApp Web gateway speaking WAHA's HTTP API (decision 048); unset = WhatsApp off. */
    WAHA_API_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://localhost:3000' })
        .optional(),
    ),
    WAHA_API_KEY: optionalString,
    /** The HMAC key WAHA signs its webhooks with (X-Webhook-Hmac, sha512). */
    WAHA_WEBHOOK_SECRET: optionalString,
    /** A Slack app (decision 050): client id and secret for OAuth v2, the request signing secret. */
    SLACK_CLIENT_ID: optionalString,
    SLACK_CLIENT_SECRET: optionalString,
    SLACK_SIGNING_SECRET: optionalString,
    /** Slack's web and API host; the tests point it at the fake Slack. */
    SLACK_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://slack.com' })
      .default('https://slack.com'),
    /** The Graph API host of the WhatsApp Business Cloud API (the fake one in tests). */
    WHATSAPP_CLOUD_API_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL, e.g. https://graph.facebook.com',
      })
      .default('https://graph.facebook.com'),
    /** WhatsApp messages one gateway account sends per day, and the minimum gap between two. */
    WHATSAPP_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(50),
    WHATSAPP_MIN_GAP_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
    /** The e-mail engine: minimum seconds between two sends of one mailbox (before jitter). */
    OUTREACH_MIN_GAP_SECONDS: z.coerce.number().min(0).max(86_400).default(90),
    /** Random extra spacing, as a share of the spacing (0.5 = up to 50 % more). */
    OUTREACH_JITTER: z.coerce.number().min(0).max(5).default(0.5),
    /** How often the engine looks for due work when idle. */
    OUTREACH_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** E-mails one worker process sends at once. */
    OUTREACH_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(8),
    /** A claimed send not finished within this is taken as lost with its worker and sent again. */
    OUTREACH_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
    /** How long one SMTP conversation may take (kept well under the lease). */
    OUTREACH_SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(60_000),
    /** How often each mailbox is read for replies and bounces. */
    MAILBOX_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(60),
    /** Off: daily limits and sending windows are ignored (benchmarks and load tests only). */
    OUTREACH_IGNORE_LIMITS: z.enum(['true', 'false']).default('false'),
    /** Lets mailbox servers be on loopback or private networks (tests, self-hosted LANs). */
    OUTBOUND_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
    /** Stripe (decision 023): with the secret key, plans and credit packs are paid through Stripe. */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_STARTER: optionalString,
    STRIPE_PRICE_PRO: optionalString,
    /** The one-off price of 100 credits; a credit pack buys several (credit-packs.ts). */
    STRIPE_PRICE_CREDITS_TOPUP: optionalString,
    /** Another Stripe API address (the fake Stripe server of the tests); unset = Stripe's. */
    STRIPE_API_BASE: optionalString.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:12111' })
        .optional(),
    ),
    /** Google Calendar by OAuth (decision 049): the OAuth client of a Google Cloud project. */
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Google's endpoints; the tests point them at the fake Google server. */
    GOOGLE_OAUTH_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://accounts.google.com/o/oauth2/v2/auth',
        })
        .optional(),
    ),
    GOOGLE_TOKEN_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://oauth2.googleapis.com/token',
        })
        .optional(),
    ),
    GOOGLE_CALENDAR_API_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://www.googleapis.com',
        })
        .optional(),
    ),
    /** Microsoft 365 calendars by OAuth: an app registration of the Microsoft identity platform. */
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    MICROSOFT_TENANT: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id or name, e.g. common')
      .default('common'),
    MICROSOFT_LOGIN_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://login.microsoftonline.com',
        })
        .optional(),
    ),
    MICROSOFT_GRAPH_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, e.g. https://graph.microsoft.com',
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    for (const [id, secret] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    ] as const)
      if (Boolean(env[id]) !== Boolean(env[secret]))
        ctx.addIssue({
          code: 'custom',
          path: [env[id] ? secret : id],
          message: `is required with ${env[id] ? id : secret}`,
        });
    if (env.LLM_BASE_URL && !env.LLM_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'is required with LLM_BASE_URL',
      });
    if (env.LLM_MODEL && !env.LLM_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'is required with LLM_MODEL',
      });
    if (env.LLM_API_KEY && !env.LLM_BASE_URL && !env.LLM_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'and LLM_MODEL are required with LLM_API_KEY',
      });
    if (Boolean(env.PEOPLE_DATA_API_URL) !== Boolean(env.PEOPLE_DATA_API_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.PEOPLE_DATA_API_URL ? 'PEOPLE_DATA_API_KEY' : 'PEOPLE_DATA_API_URL'],
        message: env.PEOPLE_DATA_API_URL
          ? 'is required with PEOPLE_DATA_API_URL'
          : 'is required with PEOPLE_DATA_API_KEY',
      });
    for (const problem of [...voiceEnvProblems(env), ...s3EnvProblems(env)])
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    for (const key of ['WAHA_API_KEY', 'WAHA_WEBHOOK_SECRET'] as const)
      if (Boolean(env.WAHA_API_URL) !== Boolean(env[key]))
        ctx.addIssue({
          code: 'custom',
          path: [env.WAHA_API_URL ? key : 'WAHA_API_URL'],
          message: env.WAHA_API_URL ? 'is required with WAHA_API_URL' : `is required with ${key}`,
        });
    for (const key of ['SLACK_CLIENT_SECRET', 'SLACK_SIGNING_SECRET'] as const)
      if (Boolean(env.SLACK_CLIENT_ID) !== Boolean(env[key]))
        ctx.addIssue({
          code: 'custom',
          path: [env.SLACK_CLIENT_ID ? key : 'SLACK_CLIENT_ID'],
          message: env.SLACK_CLIENT_ID
            ? 'is required with SLACK_CLIENT_ID'
            : `is required with ${key}`,
        });
    if (env.OUTREACH_SMTP_TIMEOUT_MS >= env.OUTREACH_LEASE_SECONDS * 1000)
      ctx.addIssue({
        code: 'custom',
        path: ['OUTREACH_SMTP_TIMEOUT_MS'],
        message: 'must be shorter than OUTREACH_LEASE_SECONDS, or a slow send could be sent twice',
      });
    if (env.STRIPE_SECRET_KEY) {
      for (const key of STRIPE_REQUIRED) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is required with STRIPE_SECRET_KEY (see README, Billing)`,
          });
      }
    } else {
      for (const key of [...STRIPE_REQUIRED, 'STRIPE_API_BASE'] as const) {
        if (env[key])
          ctx.addIssue({
            code: 'custom',
            path: ['STRIPE_SECRET_KEY'],
            message: `is required with ${key}: without it no payment goes through Stripe`,
          });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of [
      'SESSION_SECRET',
      'ENCRYPTION_KEY',
      'APP_URL',
      'DATABASE_URL',
      'SMTP_URL',
    ] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  encryptionKey: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** This process's database pool size (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** SIGTERM: the bound on finishing in-flight requests and claimed work. */
  shutdownTimeoutMs: number;
  /** /metrics (decision 053): a bearer token, a private port, both or neither (not served). */
  metrics: { token: string | null; port: number | null; host: string };
  extensionId: string;
  trustProxy: boolean;
  /** The AI text provider's endpoint; null = the built-in rule-based writer. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  /** The transcription service of voice answers (STT_BASE_URL); null = candidates type. */
  stt: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  /** The people-data provider behind contact reveal; null = not configured (the button says so). */
  peopleData: { baseUrl: string; apiKey: string; timeoutMs: number } | null;
  /** The voice provider of AI calls (VOICE_*); null = call steps cannot launch. */
  voice: VoiceConfig | null;
  /** The S3-compatible bucket of stored files (S3_*); null = the local folder DATA_DIR/files. */
  s3: S3StorageConfig | null;
  outreach: OutreachConfig;
  /** The WhatsApp Web gateway (WAHA_*); null = not configured (connecting says how). */
  waha: WahaConfig | null;
  /** The Slack app (SLACK_*); null = not configured (the Slack card says how). */
  slack: SlackConfig | null;
  /** The Graph API host of the WhatsApp Business Cloud API; accounts are connected per workspace. */
  whatsappCloudApiUrl: string;
  /** Outbound connections to customers' servers (decision 013). */
  outbound: { allowPrivate: boolean };
  /**
   * Where paid plans are bought. `local` activates them with no payment, so it is never used in
   * production; `none` refuses every checkout until a payment provider is configured.
   */
  billingProvider: 'local' | 'stripe' | 'none';
  /** Set when STRIPE_SECRET_KEY is (then billingProvider is `stripe`). */
  stripe: StripeConfig | null;
  /** Google Calendar's OAuth client; null = the connect page says how to configure it. */
  googleCalendar: GoogleCalendarConfig | null;
  /** Microsoft 365's OAuth client; null = the connect page says how to configure it. */
  microsoftCalendar: MicrosoftCalendarConfig | null;
};

export type GoogleCalendarConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Where /calendar/v3/… is served. */
  apiUrl: string;
};

export type MicrosoftCalendarConfig = {
  clientId: string;
  clientSecret: string;
  tenant: string;
  /** Where /{tenant}/oauth2/v2.0/… is served. */
  loginUrl: string;
  /** Where /v1.0/… (Microsoft Graph) is served. */
  graphUrl: string;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: { starter: string; pro: string; creditsTopUp: string };
  /** The fake Stripe server of the tests; null = api.stripe.com. */
  apiBase: string | null;
};

export type SlackConfig = {
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  /** https://slack.com, or the fake Slack of the tests. */
  apiUrl: string;
};

export type WahaConfig = {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  dailyLimit: number;
  minGapSeconds: number;
};

export type OutreachConfig = {
  minGapSeconds: number;
  jitter: number;
  tickMs: number;
  sendConcurrency: number;
  leaseSeconds: number;
  smtpTimeoutMs: number;
  pollSeconds: number;
  ignoreLimits: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type GeneratedSecrets = { sessionSecret: string; encryptionKey: string };

/** Secrets generated on first start outside production and kept under DATA_DIR. */
const loadOrCreateSecrets = (dataDir: string): GeneratedSecrets => {
  const file = path.join(dataDir, 'secrets.json');
  try {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
    mkdirSync(dataDir, { recursive: true });
    const secrets: GeneratedSecrets = {
      sessionSecret: randomBytes(32).toString('base64url'),
      encryptionKey: randomBytes(32).toString('hex'),
    };
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code) throw error;
    throw new ConfigError([
      `DATA_DIR: ${dataDir} cannot be used by this user (${code}): point DATA_DIR at a folder it may write to`,
    ]);
  }
};

/** Reads and validates the environment once; a bad value names its variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  const needsGenerated = !value.SESSION_SECRET || !value.ENCRYPTION_KEY;
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    nodeEnv: value.NODE_ENV,
    isProduction: value.NODE_ENV === 'production',
    port: value.PORT,
    host: value.HOST,
    appUrl: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    sessionSecret: value.SESSION_SECRET ?? generated!.sessionSecret,
    encryptionKey: value.ENCRYPTION_KEY ?? generated!.encryptionKey,
    logLevel: value.LOG_LEVEL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    metrics: {
      token: value.METRICS_TOKEN ?? null,
      port: value.METRICS_PORT ?? null,
      host: value.METRICS_HOST,
    },
    extensionId: value.EXTENSION_ID,
    trustProxy: value.TRUST_PROXY ? value.TRUST_PROXY === 'true' : value.NODE_ENV === 'production',
    llm:
      value.LLM_BASE_URL && value.LLM_MODEL
        ? {
            baseUrl: value.LLM_BASE_URL.replace(/\/+$/, ''),
            model: value.LLM_MODEL,
            apiKey: value.LLM_API_KEY,
            timeoutMs: value.LLM_TIMEOUT_MS,
          }
        : null,
    stt: value.STT_BASE_URL
      ? {
          baseUrl: value.STT_BASE_URL.replace(/\/+$/, ''),
          model: value.STT_MODEL,
          apiKey: value.STT_API_KEY,
          timeoutMs: value.STT_TIMEOUT_MS,
        }
      : null,
    peopleData:
      value.PEOPLE_DATA_API_URL && value.PEOPLE_DATA_API_KEY
        ? {
            baseUrl: value.PEOPLE_DATA_API_URL.replace(/\/+$/, ''),
            apiKey: value.PEOPLE_DATA_API_KEY,
            timeoutMs: value.PEOPLE_DATA_TIMEOUT_MS,
          }
        : null,
    voice: voiceConfigOf(value),
    s3: s3ConfigOf(value),
    outreach: {
      minGapSeconds: value.OUTREACH_MIN_GAP_SECONDS,
      jitter: value.OUTREACH_JITTER,
      tickMs: value.OUTREACH_TICK_MS,
      sendConcurrency: value.OUTREACH_SEND_CONCURRENCY,
      leaseSeconds: value.OUTREACH_LEASE_SECONDS,
      smtpTimeoutMs: value.OUTREACH_SMTP_TIMEOUT_MS,
      pollSeconds: value.MAILBOX_POLL_SECONDS,
      ignoreLimits: value.OUTREACH_IGNORE_LIMITS === 'true',
    },
    outbound: { allowPrivate: value.OUTBOUND_ALLOW_PRIVATE === 'true' },
    slack:
      value.SLACK_CLIENT_ID && value.SLACK_CLIENT_SECRET && value.SLACK_SIGNING_SECRET
        ? {
            clientId: value.SLACK_CLIENT_ID,
            clientSecret: value.SLACK_CLIENT_SECRET,
            signingSecret: value.SLACK_SIGNING_SECRET,
            apiUrl: value.SLACK_API_URL.replace(/\/+$/, ''),
          }
        : null,
    waha:
      value.WAHA_API_URL && value.WAHA_API_KEY && value.WAHA_WEBHOOK_SECRET
        ? {
            baseUrl: value.WAHA_API_URL.replace(/\/+$/, ''),
            apiKey: value.WAHA_API_KEY,
            webhookSecret: value.WAHA_WEBHOOK_SECRET,
            dailyLimit: value.WHATSAPP_DAILY_LIMIT,
            minGapSeconds: value.WHATSAPP_MIN_GAP_SECONDS,
          }
        : null,
    whatsappCloudApiUrl: value.WHATSAPP_CLOUD_API_URL.replace(/\/+$/, ''),
    billingProvider: value.STRIPE_SECRET_KEY
      ? 'stripe'
      : value.NODE_ENV === 'production'
        ? 'none'
        : 'local',
    stripe: value.STRIPE_SECRET_KEY
      ? {
          secretKey: value.STRIPE_SECRET_KEY,
          webhookSecret: value.STRIPE_WEBHOOK_SECRET!,
          prices: {
            starter: value.STRIPE_PRICE_STARTER!,
            pro: value.STRIPE_PRICE_PRO!,
            creditsTopUp: value.STRIPE_PRICE_CREDITS_TOPUP!,
          },
          apiBase: value.STRIPE_API_BASE?.replace(/\/+$/, '') ?? null,
        }
      : null,
    googleCalendar:
      value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET
        ? {
            clientId: value.GOOGLE_CLIENT_ID,
            clientSecret: value.GOOGLE_CLIENT_SECRET,
            authorizeUrl: value.GOOGLE_OAUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: value.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            apiUrl: (value.GOOGLE_CALENDAR_API_URL ?? 'https://www.googleapis.com').replace(
              /\/+$/,
              '',
            ),
          }
        : null,
    microsoftCalendar:
      value.MICROSOFT_CLIENT_ID && value.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: value.MICROSOFT_CLIENT_ID,
            clientSecret: value.MICROSOFT_CLIENT_SECRET,
            tenant: value.MICROSOFT_TENANT,
            loginUrl: (value.MICROSOFT_LOGIN_URL ?? 'https://login.microsoftonline.com').replace(
              /\/+$/,
              '',
            ),
            graphUrl: (value.MICROSOFT_GRAPH_URL ?? 'https://graph.microsoft.com').replace(
              /\/+$/,
              '',
            ),
          }
        : null,
  };
};
