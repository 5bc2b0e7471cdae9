import type { AnswerMode } from '@hirelane/domain/interviews/interview-settings.schema';

export const ANSWER_MODE_LABELS: Record<AnswerMode, string> = {
  voice: 'Voice',
  typed: 'Typed',
  candidate_choice: 'The candidate’s choice',
};

export const GENDER_LABELS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  neutral: 'Neutral',
};

/** "English (United States)" for en-US; the code itself where the browser has no name. */
export const languageLabel = (code: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Time per answer, in minutes, as the select offers it. */
export const ANSWER_MINUTES = [2, 3, 5, 8, 10, 15, 20, 30] as const;

export const TRANSCRIPTION_MISSING =
  'Voice answers cannot be transcribed: set STT_BASE_URL to an OpenAI-compatible transcription service. Candidates will be offered typed answers.';
export const TRANSCRIPTION_READY =
  'Voice answers are transcribed by the configured transcription service (STT_BASE_URL).';
