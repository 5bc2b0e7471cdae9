import pino from 'pino';
import type { Config } from './config';

/** Structured JSON logs; secrets and cookies never reach them. */
export const createLogger = (config: Pick<Config, 'logLevel'>) =>
  pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
