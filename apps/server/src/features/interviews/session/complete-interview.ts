import { missingAnswersMessage } from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { unprocessable } from '../../../http/http-error';
import { insertPendingEvaluation, listAnswers, updateInvitation } from './interview-session-store';
import { missingRequired, sessionQuestions } from './interview-session-view';
import { loadLiveInvitation } from './load-live-invitation';

/**
 * Finishes the interview once every deal-breaker and scored question has an answer (422 naming
 * the open ones): completed_at and a pending evaluation for the scoring job, in one transaction.
 */
export const completeInterview = async (app: AppContext, token: string) =>
  app.db.transaction(async (tx) => {
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
    await insertPendingEvaluation(tx, key);
    return { state: 'completed' as const };
  });
