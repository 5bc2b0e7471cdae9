import {
  INTERVIEW_MESSAGES,
  interviewConsentText,
  type InterviewLink,
} from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../http/http-error';
import { findInvitationByToken, listAnswers, markOpened } from './interview-session-store';
import {
  invitationLinkState,
  isLive,
  nextQuestionId,
  sessionQuestions,
} from './interview-session-view';

/**
 * What the interview page shows for a token: the link's state, and while the interview can be
 * taken its questions (text only), settings, consent text and where to resume. The first view of
 * a live link records that the page was opened.
 */
export const getInterviewLink = async (app: AppContext, token: string): Promise<InterviewLink> => {
  const invitation = await findInvitationByToken(app.db, token);
  if (!invitation) throw notFound(INTERVIEW_MESSAGES.notFound);
  const state = invitationLinkState(invitation, new Date());
  if (!isLive(state)) return { state, interview: null };
  const key = { workspaceId: invitation.workspaceId, id: invitation.id };
  if (!invitation.openedAt) await markOpened(app.db, key);
  const questions = sessionQuestions(
    invitation.plan,
    await listAnswers(app.db, invitation.workspaceId, invitation.id),
  );
  const { settings } = invitation;
  return {
    state,
    interview: {
      job_title: invitation.jobTitle,
      company: invitation.company,
      consent_text: interviewConsentText(invitation.company, invitation.retentionDays),
      retention_days: invitation.retentionDays,
      consented: invitation.consentedAt !== null,
      settings: {
        answer_mode: settings.answer_mode,
        language: settings.language,
        voice: settings.voice,
        answer_seconds: settings.answer_seconds,
        time_extended: invitation.timeExtended,
        transcription: app.transcriber ? 'configured' : 'not_configured',
      },
      questions,
      next_question_id: nextQuestionId(questions),
    },
  };
};
