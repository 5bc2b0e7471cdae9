import type {
  SavedAnswer,
  TypedAnswerRequest,
} from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { loadLiveInvitation } from './load-live-invitation';
import { answerStartedAt, recordAnswer, requirePlannedQuestion } from './record-answer';

/**
 * A typed answer, saved at once (a second answer to the question replaces the first while the
 * interview is not finished). A recording kept for the question stays for the recruiter.
 */
export const saveTypedAnswer = async (
  app: AppContext,
  token: string,
  questionId: string,
  body: TypedAnswerRequest,
): Promise<SavedAnswer> =>
  app.db.transaction(async (tx) => {
    const invitation = await loadLiveInvitation(tx, token, { consented: true });
    requirePlannedQuestion(invitation, questionId);
    const { saved } = await recordAnswer(
      tx,
      invitation,
      {
        questionId,
        mode: 'typed',
        text: body.text,
        transcription: 'none',
        startedAt: answerStartedAt(body.started_at),
      },
      null,
    );
    return saved;
  });
