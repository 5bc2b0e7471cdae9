import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DatabasePool } from './db/transaction';
import { createAuth } from './features/auth/better-auth';
import { createPgTalentSearchEngine } from './features/search/pg-talent-search-engine';
import { createTextProvider } from './integrations/llm/create-text-provider';
import type { TextProvider } from './integrations/llm/text-provider';
import { createPeopleDataProvider } from './integrations/people-data/create-people-data-provider';
import { createTranscriptionProvider } from './integrations/transcription/create-transcription-provider';
import { createVoiceProvider } from './integrations/voice/create-voice-provider';
import { createFileStorage } from './integrations/storage/create-file-storage';
import { createJobQueue } from './jobs/job-queue';
import { createDevOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';

export const trustedOriginsFor = (config: Config): string[] => {
  const origins = [new URL(config.appUrl).origin];
  if (config.nodeEnv === 'development')
    origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
};

export const createMailer = (config: Config, db: Database): Mailer =>
  config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevOutboxMailer(db, config.appUrl);

export const createAppContext = (
  config: Config,
  db: Database,
  pool: DatabasePool,
  mailer = createMailer(config, db),
  text: TextProvider = createTextProvider(config),
): AppContext => ({
  config,
  db,
  pool,
  mailer,
  text,
  peopleData: createPeopleDataProvider(config),
  transcriber: createTranscriptionProvider(config),
  voice: createVoiceProvider(config),
  talentSearch: createPgTalentSearchEngine(pool),
  storage: createFileStorage(config),
  queue: createJobQueue(pool, {
    pollingIntervalSeconds: config.nodeEnv === 'test' ? 0.5 : 1,
    stopTimeoutMs: config.shutdownTimeoutMs,
  }),
  auth: createAuth({
    db,
    mailer,
    appUrl: config.appUrl,
    secret: config.sessionSecret,
    secureCookies: config.isProduction,
    trustedOrigins: trustedOriginsFor(config),
  }),
});
