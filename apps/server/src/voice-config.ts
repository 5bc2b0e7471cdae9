import { z } from 'zod';

/** The voice provider of AI calls (decision 047): all four VOICE_* variables, or none. */
export type VoiceConfig = {
  apiUrl: string;
  apiKey: string;
  phoneNumberId: string;
  webhookSecret: string;
};

const VOICE_VARIABLES = [
  'VOICE_API_URL',
  'VOICE_API_KEY',
  'VOICE_PHONE_NUMBER_ID',
  'VOICE_WEBHOOK_SECRET',
] as const;

type VoiceEnv = Partial<Record<(typeof VOICE_VARIABLES)[number], string | undefined>>;

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The VOICE_* fields of the environment schema. */
export const voiceEnvFields = {
  /** A voice provider speaking Vapi's API (https://api.vapi.ai, or the tests' fake). */
  VOICE_API_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.vapi.ai' })
      .optional(),
  ),
  VOICE_API_KEY: optionalString,
  VOICE_PHONE_NUMBER_ID: optionalString,
  VOICE_WEBHOOK_SECRET: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
};

/** One problem per missing variable when some, but not all, are set. */
export const voiceEnvProblems = (env: VoiceEnv): { path: string; message: string }[] => {
  const set = VOICE_VARIABLES.filter((key) => env[key]);
  if (set.length === 0 || set.length === VOICE_VARIABLES.length) return [];
  return VOICE_VARIABLES.filter((key) => !env[key]).map((key) => ({
    path: key,
    message: `is required with ${set.join(', ')}: AI calls need all four VOICE_* variables`,
  }));
};

export const voiceConfigOf = (env: VoiceEnv): VoiceConfig | null =>
  env.VOICE_API_URL && env.VOICE_API_KEY && env.VOICE_PHONE_NUMBER_ID && env.VOICE_WEBHOOK_SECRET
    ? {
        apiUrl: env.VOICE_API_URL.replace(/\/+$/, ''),
        apiKey: env.VOICE_API_KEY,
        phoneNumberId: env.VOICE_PHONE_NUMBER_ID,
        webhookSecret: env.VOICE_WEBHOOK_SECRET,
      }
    : null;
