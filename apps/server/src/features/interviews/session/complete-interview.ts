import { thankYouOf } from '@hirelane/domain/interviews/interview-settings.schema';
import { missingAnswersMessage } from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { withTransaction } from '../../../db/transaction';
import { unprocessable } from '../../../http/http-error';
import { interviewThankYouJob } from '../invitations/thank-you-job';
import { interviewScoreJob } from '../verdict/interview-scoring-jobs';
import { insertPendingEvaluation, listAnswers, updateInvitation } from './interview-session-store';
import { missingRequired, sessionQuestions } from './interview-session-view';
import { loadLiveInvitation } from './load-live-invitation';

/**
 * Finishes the interview once every deal-breaker and scored question has an answer (422 naming
 * the open ones): completed_at, a pending evaluation and the scoring job that takes it, in one
 * transaction (the job's periodic catch-up scores anything a lost job left pending), and the
 * thank-you e-mail's job when the settings ask for one (never a rejection e-mail).
 */
export const completeInterview = async (app: AppContext, token: string) =>
  withTransaction(app.pool, async ({ db: tx, sql }) => {
    const invitation = await loadLiveInvitation(tx, token, { consented: true });
    const key = { workspaceId: invitation.workspaceId, id: invitation.id };
    const questions = sessionQuestions(
      invitation.plan,
      await listAnswers(tx, key.workspaceId, key.id),
    );
    const missing = missingRequired(questions);
    if (missing.length > 0)
      throw unprocessable(
        missingAnswersMessage(missing.length),
        missing.map((question) => ({ path: question.id, message: question.text })),
      );
    const now = new Date();
    await updateInvitation(tx, key, { completedAt: now, startedAt: invitation.startedAt ?? now });
    const evaluationId = await insertPendingEvaluation(tx, key);
    if (evaluationId) {
      await app.queue.send(interviewScoreJob, { evaluation_id: evaluationId }, { within: sql });
      if (thankYouOf(invitation.settings).enabled)
        await app.queue.send(
          interviewThankYouJob,
          { workspace_id: key.workspaceId, invitation_id: key.id },
          { within: sql },
        );
    }
    return { state: 'completed' as const };
  });
