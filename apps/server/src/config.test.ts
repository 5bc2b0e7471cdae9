import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'hirelane-config-'));

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('applies defaults and derives APP_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '4123' });
    expect(config.port).toBe(4123);
    expect(config.appUrl).toBe('http://localhost:4123');
    expect(config.nodeEnv).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads the operations settings: pool size, shutdown bound and how /metrics is served', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect(defaults.databasePoolSize).toBe(10);
    expect(defaults.shutdownTimeoutMs).toBe(20_000);
    expect(defaults.metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    const set = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_POOL_SIZE: '4',
      SHUTDOWN_TIMEOUT_MS: '5000',
      METRICS_TOKEN: 'a-long-enough-token',
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
    });
    expect(set.databasePoolSize).toBe(4);
    expect(set.shutdownTimeoutMs).toBe(5000);
    expect(set.metrics).toEqual({ token: 'a-long-enough-token', port: 9464, host: '10.0.0.5' });
    expect(
      problemsOf({
        DATA_DIR: tempDir(),
        DATABASE_POOL_SIZE: '1',
        METRICS_TOKEN: 'short',
        METRICS_PORT: 'nine',
      }),
    ).toEqual([
      'DATABASE_POOL_SIZE: Too small: expected number to be >=2',
      'METRICS_TOKEN: must be at least 16 characters',
      'METRICS_PORT: must be a port number',
    ]);
  });

  it('listens on 127.0.0.1 unless HOST is set, and refuses a HOST that is no address', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '::' }).host).toBe('::');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: 'app.internal' }).host).toBe('app.internal');
    expect(problemsOf({ DATA_DIR: tempDir(), HOST: 'http://0.0.0.0' })).toEqual([
      'HOST: must be an IP address or a host name, e.g. 127.0.0.1 or 0.0.0.0',
    ]);
  });

  it('generates secrets once and keeps them under DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toHaveLength(43);
    expect(first.encryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      sessionSecret: string;
    };
    expect(stored.sessionSecret).toBe(first.sessionSecret);
  });

  it('names the variable of a bad value', () => {
    expect(problemsOf({ DATA_DIR: tempDir(), PORT: 'eighty' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' })[0]).toMatch(
      /^DATABASE_URL: must start/,
    );
    expect(problemsOf({ DATA_DIR: tempDir(), LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL: /);
    expect(problemsOf({ DATA_DIR: tempDir(), ENCRYPTION_KEY: 'short' })[0]).toMatch(
      /^ENCRYPTION_KEY: /,
    );
  });

  it('requires secrets, APP_URL, DATABASE_URL and SMTP_URL in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(problems).toEqual(
      expect.arrayContaining([
        'SESSION_SECRET: is required in production',
        'ENCRYPTION_KEY: is required in production',
        'APP_URL: is required in production',
        'DATABASE_URL: is required in production',
        'SMTP_URL: is required in production',
      ]),
    );
  });

  it('accepts a complete production configuration without generating anything', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SESSION_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: 'a'.repeat(64),
      APP_URL: 'https://app.hirelane.io/',
      DATABASE_URL: 'postgres://db/hirelane',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    });
    expect(config.isProduction).toBe(true);
    expect(config.appUrl).toBe('https://app.hirelane.io');
    expect(config.trustProxy).toBe(true);
    expect(config.billingProvider).toBe('none');
  });

  it('uses the local billing provider, which activates plans without payment, only outside production', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).billingProvider).toBe('local');
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).billingProvider).toBe('local');
  });

  it('pays through Stripe when STRIPE_SECRET_KEY is set, with its webhook secret and prices', () => {
    const stripeEnv = {
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_STARTER: 'price_s',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_PRICE_CREDITS_TOPUP: 'price_c',
    };
    const config = loadConfig({ ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(config.billingProvider).toBe('stripe');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { starter: 'price_s', pro: 'price_p', creditsTopUp: 'price_c' },
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(loadConfig({ ...stripeEnv, NODE_ENV: 'development' }).stripe?.apiBase).toBeNull();
    expect(problemsOf({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (see README, Billing)',
      'STRIPE_PRICE_STARTER: is required with STRIPE_SECRET_KEY (see README, Billing)',
      'STRIPE_PRICE_PRO: is required with STRIPE_SECRET_KEY (see README, Billing)',
      'STRIPE_PRICE_CREDITS_TOPUP: is required with STRIPE_SECRET_KEY (see README, Billing)',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual([
      'STRIPE_SECRET_KEY: is required with STRIPE_WEBHOOK_SECRET: without it no payment goes through Stripe',
    ]);
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeNull();
  });

  it('trusts X-Forwarded-For only in production unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY');
  });
  it('configures the AI text provider only with LLM_BASE_URL and LLM_MODEL together', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).llm).toBeNull();
    const ollama = loadConfig({
      DATA_DIR: tempDir(),
      LLM_BASE_URL: 'http://localhost:11434/v1/',
      LLM_MODEL: 'llama3.1',
    });
    expect(ollama.llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
      timeoutMs: 30_000,
    });
    const openai = loadConfig({
      DATA_DIR: tempDir(),
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-test',
      LLM_TIMEOUT_MS: '45000',
    });
    expect(openai.llm).toMatchObject({ apiKey: 'sk-test', timeoutMs: 45_000 });
  });

  it('configures the voice provider with all four VOICE_* variables or none', () => {
    const voice = {
      VOICE_API_URL: 'https://api.vapi.ai/',
      VOICE_API_KEY: 'vapi-key',
      VOICE_PHONE_NUMBER_ID: 'phone-1',
      VOICE_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
    };
    expect(loadConfig({ DATA_DIR: tempDir() }).voice).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), ...voice }).voice).toEqual({
      apiUrl: 'https://api.vapi.ai',
      apiKey: 'vapi-key',
      phoneNumberId: 'phone-1',
      webhookSecret: 'a-webhook-secret-of-32-characters',
    });
    expect(
      problemsOf({ DATA_DIR: tempDir(), VOICE_API_URL: voice.VOICE_API_URL, VOICE_API_KEY: 'k' }),
    ).toEqual([
      'VOICE_PHONE_NUMBER_ID: is required with VOICE_API_URL, VOICE_API_KEY: AI calls need all four VOICE_* variables',
      'VOICE_WEBHOOK_SECRET: is required with VOICE_API_URL, VOICE_API_KEY: AI calls need all four VOICE_* variables',
    ]);
  });

  it('stores files in a bucket with all five S3_* variables, in the local folder with none', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'hirelane-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'hirelane-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ...s3 }).s3?.forcePathStyle).toBe(false);
    expect(
      problemsOf({ DATA_DIR: tempDir(), S3_BUCKET: 'hirelane-files', S3_REGION: 'eu-west-1' }),
    ).toEqual(
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].map(
        (key) =>
          `${key}: is required with S3_REGION, S3_BUCKET: object storage needs all five S3_* variables`,
      ),
    );
    expect(problemsOf({ DATA_DIR: tempDir(), ...s3, S3_BUCKET: 'Bad_Bucket' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'S3_FORCE_PATH_STYLE: applies only with the other S3_* variables',
    ]);
  });

  it('configures contact reveal only with PEOPLE_DATA_API_URL and PEOPLE_DATA_API_KEY together', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).peopleData).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        PEOPLE_DATA_API_URL: 'https://api.peopledatalabs.com/',
        PEOPLE_DATA_API_KEY: 'pdl-key',
      }).peopleData,
    ).toEqual({ baseUrl: 'https://api.peopledatalabs.com', apiKey: 'pdl-key', timeoutMs: 15_000 });
    expect(
      problemsOf({ DATA_DIR: tempDir(), PEOPLE_DATA_API_URL: 'https://api.peopledatalabs.com' }),
    ).toEqual(['PEOPLE_DATA_API_KEY: is required with PEOPLE_DATA_API_URL']);
    expect(problemsOf({ DATA_DIR: tempDir(), PEOPLE_DATA_API_KEY: 'pdl-key' })).toEqual([
      'PEOPLE_DATA_API_URL: is required with PEOPLE_DATA_API_KEY',
    ]);
  });

  it('configures the WhatsApp gateway only with WAHA_API_URL, its key and its webhook secret', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).waha).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        WAHA_API_URL: 'http://waha.internal:3000/',
        WAHA_API_KEY: 'key',
        WAHA_WEBHOOK_SECRET: 'secret',
      }).waha,
    ).toEqual({
      baseUrl: 'http://waha.internal:3000',
      apiKey: 'key',
      webhookSecret: 'secret',
      dailyLimit: 50,
      minGapSeconds: 60,
    });
    expect(problemsOf({ DATA_DIR: tempDir(), WAHA_API_URL: 'http://waha.internal:3000' })).toEqual([
      'WAHA_API_KEY: is required with WAHA_API_URL',
      'WAHA_WEBHOOK_SECRET: is required with WAHA_API_URL',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), WAHA_WEBHOOK_SECRET: 'secret' })).toEqual([
      'WAHA_API_URL: is required with WAHA_WEBHOOK_SECRET',
    ]);
  });

  it('configures Google Calendar and Microsoft 365 with a client id and secret, at the providers by default', () => {
    const unset = loadConfig({ DATA_DIR: tempDir() });
    expect(unset.googleCalendar).toBeNull();
    expect(unset.microsoftCalendar).toBeNull();
    const config = loadConfig({
      DATA_DIR: tempDir(),
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-secret',
      MICROSOFT_CLIENT_ID: 'ms-id',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.googleCalendar).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://www.googleapis.com',
    });
    expect(config.microsoftCalendar).toEqual({
      clientId: 'ms-id',
      clientSecret: 'ms-secret',
      tenant: 'common',
      loginUrl: 'https://login.microsoftonline.com',
      graphUrl: 'http://127.0.0.1:9999',
    });
    expect(
      problemsOf({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 's' }),
    ).toEqual([
      'GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID',
      'MICROSOFT_CLIENT_ID: is required with MICROSOFT_CLIENT_SECRET',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), MICROSOFT_TENANT: 'a/b' })).toEqual([
      'MICROSOFT_TENANT: must be a tenant id or name, e.g. common',
    ]);
  });

  it('configures voice transcription with STT_BASE_URL, and names a bad one', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stt).toBeNull();
    expect(
      loadConfig({ DATA_DIR: tempDir(), STT_BASE_URL: 'https://api.openai.com/v1/' }).stt,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'whisper-1',
      apiKey: undefined,
      timeoutMs: 60_000,
    });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        STT_BASE_URL: 'http://127.0.0.1:9000/v1',
        STT_MODEL: 'whisper-large-v3',
        STT_API_KEY: 'stt-key',
      }).stt,
    ).toMatchObject({ model: 'whisper-large-v3', apiKey: 'stt-key' });
    expect(problemsOf({ DATA_DIR: tempDir(), STT_BASE_URL: 'ftp://speech.local' })).toEqual([
      'STT_BASE_URL: must be an http(s) URL, e.g. https://api.openai.com/v1',
    ]);
  });

  it('names the missing or bad LLM variable', () => {
    expect(problemsOf({ DATA_DIR: tempDir(), LLM_BASE_URL: 'http://localhost:11434/v1' })).toEqual([
      'LLM_MODEL: is required with LLM_BASE_URL',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), LLM_MODEL: 'gpt-4o-mini' })).toEqual([
      'LLM_BASE_URL: is required with LLM_MODEL',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), LLM_API_KEY: 'sk-test' })).toEqual([
      'LLM_BASE_URL: and LLM_MODEL are required with LLM_API_KEY',
    ]);
    expect(
      problemsOf({ DATA_DIR: tempDir(), LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'x' })[0],
    ).toMatch(/^LLM_BASE_URL: must be an http\(s\) URL/);
    expect(problemsOf({ DATA_DIR: tempDir(), LLM_TIMEOUT_MS: 'soon' })[0]).toMatch(
      /^LLM_TIMEOUT_MS: /,
    );
  });
});
