import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../src/config';
import { makeScratchDataDir } from '../src/db/scratch-data-dir';
import type { Mailer, OutgoingMail } from '../src/mail/mailer';

/**
 * The configuration of a benchmark's own throw-away database: a scratch data folder for the
 * embedded PostgreSQL, or, with DATABASE_URL, a new database `<name>_<random>` on that server.
 */
export const benchConfig = (
  name: string,
  env: Record<string, string> = {},
): { config: Config; dataDir: string } => {
  const dataDir = makeScratchDataDir(`hirelane-${name.replace(/_/g, '-')}-`);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL
      ? `${process.env.DATABASE_URL.replace(/\/[^/]*$/, '')}/hirelane_${name}_${randomBytes(3).toString('hex')}`
      : '',
    ...env,
  });
  return { config, dataDir };
};

/** A mailer that keeps what it is handed, for benchmarks that never reach a mail server. */
export const memoryMailer = (): { mailer: Mailer; mails: OutgoingMail[] } => {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    mailer: {
      describe: () => 'memory',
      send: async (mail) => void mails.push(mail),
      close: () => undefined,
    },
  };
};
