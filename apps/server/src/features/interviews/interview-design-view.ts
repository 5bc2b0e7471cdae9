import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import type { AppContext } from '../../app-context';
import type { InterviewDesignRow } from './interview-design-store';
import { planWriterOf } from './plan-writer';

/** The design as the routes answer it: saved values, the defaults, and who writes proposals. */
export const toInterviewDesign = (
  app: Pick<AppContext, 'config' | 'text'>,
  row: InterviewDesignRow | undefined,
): InterviewDesign => ({
  plan: row?.plan ?? null,
  settings: row?.settings ?? DEFAULT_INTERVIEW_SETTINGS,
  writer: planWriterOf(app.text),
  transcription: app.config.stt ? 'configured' : 'not_configured',
  updated_at: row?.updatedAt.toISOString() ?? null,
});
