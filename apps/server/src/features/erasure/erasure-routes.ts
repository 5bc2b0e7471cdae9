import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateIdParams } from '@hirelane/domain/candidates/candidate.schema';
import {
  bulkEraseRequest,
  bulkEraseResponse,
  bulkEraseSummary,
  checkSuppressionRequest,
  checkSuppressionResponse,
  ERASED_MESSAGE,
  eraseCandidateRequest,
  eraseCandidateResponse,
  liftSuppressionResponse,
  SUPPRESSION_LIFTED_MESSAGE,
  suppressionIdParams,
  suppressionListResponse,
} from '@hirelane/domain/candidates/erasure.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { checkSuppression } from './check-suppression';
import { eraseCandidate } from './erase-candidate';
import { eraseCandidates } from './erase-candidates';
import { liftSuppression } from './lift-suppression';
import { listSuppressions } from './list-suppressions';

const tags = ['candidates'];
const config = { permission: 'candidate:erase' } as const;

/** Erasure at a person's request and the suppression list it leaves (issue 19, decision 036). */
export const erasureRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/candidate/:candidateID/erase',
      {
        config,
        schema: {
          tags,
          summary: 'Erase the person and everything of theirs; keep hashes on the suppression list',
          params: candidateIdParams,
          body: eraseCandidateRequest,
          response: { 200: eraseCandidateResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await eraseCandidate(
          app,
          requireTenant(request),
          { id: user.id, email: user.email },
          request.params.candidateID,
        );
        return { success: true, message: ERASED_MESSAGE, data };
      },
    );

    fastify.post(
      '/api/candidates/bulk/erase',
      {
        config,
        schema: {
          tags,
          summary: 'Erase the selected people, each in their own transaction (the directory)',
          body: bulkEraseRequest,
          response: { 200: bulkEraseResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await eraseCandidates(
          app,
          requireTenant(request),
          { id: user.id, email: user.email },
          request.body.candidate_ids,
          (error, candidateId) =>
            request.log.error({ err: error, candidateId }, 'bulk erase: one person failed'),
        );
        return { success: true, message: bulkEraseSummary(data), data };
      },
    );

    fastify.get(
      '/api/workspace/suppressions/list',
      { config, schema: { tags, response: { 200: suppressionListResponse } } },
      async (request) => ({
        success: true,
        data: { suppressions: await listSuppressions(app.db, requireTenant(request)) },
      }),
    );

    fastify.post(
      '/api/workspace/suppressions/check',
      {
        config,
        schema: {
          tags,
          summary: 'Whether an e-mail belongs to an erased person (the hash is compared)',
          body: checkSuppressionRequest,
          response: { 200: checkSuppressionResponse },
        },
      },
      async (request) => ({
        success: true,
        data: {
          suppression: await checkSuppression(app.db, requireTenant(request), request.body.email),
        },
      }),
    );

    fastify.post(
      '/api/workspace/suppressions/:suppressionID/lift',
      {
        config,
        schema: {
          tags,
          params: suppressionIdParams,
          response: { 200: liftSuppressionResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: SUPPRESSION_LIFTED_MESSAGE,
          data: {
            suppression: await liftSuppression(
              app.db,
              requireTenant(request),
              user.id,
              request.params.suppressionID,
            ),
          },
        };
      },
    );
  };
