import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateInterviewResponse,
  DECISION_SAVED_MESSAGE,
  interviewAudioParams,
  verdictDecisionRequest,
  verdictDecisionResponse,
} from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { projectCandidateParams } from '@hirelane/domain/pipeline/custom-field.schema';
import type { AppContext } from '../../../app-context';
import { requireSession, requireTenant } from '../../../http/access-control';
import { decideInterviewVerdict } from './decide-interview-verdict';
import { getCandidateInterview } from './get-candidate-interview';
import { openInterviewAudio } from './open-interview-audio';

const tags = ['interviews'];

/** A candidate's interview in a charlie project: the Interview tab, its overrule and its audio. */
export const interviewVerdictRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/candidate/:candidateID/interview',
      {
        schema: {
          tags,
          params: projectCandidateParams,
          response: { 200: candidateInterviewResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getCandidateInterview(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.candidateID,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/candidate/:candidateID/interview/decision',
      {
        schema: {
          tags,
          params: projectCandidateParams,
          body: verdictDecisionRequest,
          response: { 200: verdictDecisionResponse },
        },
      },
      async (request) => ({
        success: true,
        message: DECISION_SAVED_MESSAGE,
        data: await decideInterviewVerdict(
          app.db,
          app.queue,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.params.candidateID,
          request.body,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/candidate/:candidateID/interview/audio/:answerId',
      { schema: { tags, params: interviewAudioParams } },
      async (request, reply) => {
        const audio = await openInterviewAudio(app.db, app.storage, requireTenant(request), {
          projectId: request.params.id,
          candidateId: request.params.candidateID,
          answerId: request.params.answerId,
        });
        return reply
          .header('content-type', audio.contentType)
          .header('content-length', String(audio.size))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(audio.stream);
      },
    );
  };
