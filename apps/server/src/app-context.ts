import type { Config } from './config';
import type { Database } from './db/client';
import type { DatabasePool } from './db/transaction';
import type { Auth } from './features/auth/better-auth';
import type { TextProvider } from './integrations/llm/text-provider';
import type { PeopleDataProvider } from './integrations/people-data/people-data-provider';
import type { TalentSearchEngine } from './features/search/talent-search-engine';
import type { TranscriptionProvider } from './integrations/transcription/transcription-provider';
import type { VoiceProvider } from './integrations/voice/voice-provider';
import type { FileStorage } from './integrations/storage/file-storage';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';

/** What use cases and routes need from the running process; built once in main.ts (or per test file). */
export type AppContext = {
  config: Config;
  db: Database;
  pool: DatabasePool;
  mailer: Mailer;
  auth: Auth;
  storage: FileStorage;
  queue: JobQueue;
  /** The AI text provider: an OpenAI-compatible model, or the built-in rule-based writer. */
  text: TextProvider;
  /** Contact reveal's people-data provider; null when PEOPLE_DATA_* is not set. */
  peopleData: PeopleDataProvider | null;
  /** Voice answers' transcription service (STT_BASE_URL); null = candidates type their answers. */
  transcriber: TranscriptionProvider | null;
  /** The voice provider of AI calls (VOICE_*, decision 047); null = call steps cannot launch. */
  voice: VoiceProvider | null;
  /** The talent search of the workspace pool (decision 027), for the search page and the agent. */
  talentSearch: TalentSearchEngine;
};
