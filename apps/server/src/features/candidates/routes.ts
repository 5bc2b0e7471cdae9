import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCandidateRequest,
  addCandidateResponse,
  addNoteRequest,
  addNoteResponse,
  candidateIdParams,
  candidateQuerySchema,
  candidateResponse,
} from '@hirelane/domain/candidates/candidate.schema';
import {
  MANUAL_CANDIDATE_MESSAGES,
  manualCandidateRequest,
  manualCandidateResponse,
} from '@hirelane/domain/candidates/manual-candidate.schema';
import {
  REVEAL_MESSAGES,
  revealContactRequest,
  revealContactResponse,
} from '@hirelane/domain/candidates/contact-reveal.schema';
import { contactChannelsResponse } from '@hirelane/domain/outreach/contact-channels.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { addCandidate } from './add-candidate';
import { addManualCandidate } from './add-manual-candidate';
import { addNote } from './add-note';
import { getCandidate } from './get-candidate';
import { getContactChannels } from './get-contact-channels';
import { openResume } from './open-resume';
import { revealContact } from './reveal-contact';

const tags = ['candidates'];

const OUTCOME_MESSAGES = {
  created: 'Candidate added.',
  merged: 'This person was already in your workspace: merged and added to the project.',
  already_in_project: 'This person is already in the project.',
} as const;

export const candidateRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/candidate/add',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: addCandidateRequest,
          response: { 200: addCandidateResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await addCandidate(
          app.db,
          requireTenant(request),
          user.id,
          request.params.id,
          request.body,
        );
        return { success: true, message: OUTCOME_MESSAGES[data.outcome], data };
      },
    );

    fastify.post(
      '/api/project/:id/candidate/create',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: manualCandidateRequest,
          response: { 200: manualCandidateResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await addManualCandidate(
          app.db,
          requireTenant(request),
          user.id,
          request.params.id,
          request.body,
        );
        return { success: true, message: MANUAL_CANDIDATE_MESSAGES[data.outcome], data };
      },
    );

    fastify.get(
      '/api/candidate/get/:candidateID',
      {
        schema: {
          tags,
          params: candidateIdParams,
          querystring: candidateQuerySchema,
          response: { 200: candidateResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getCandidate(
          app.db,
          requireTenant(request),
          request.params.candidateID,
          request.query.project_id,
          { contactRevealConfigured: app.peopleData !== null },
        ),
      }),
    );

    fastify.get(
      '/api/candidate/:candidateID/contact-channels',
      {
        schema: {
          tags,
          params: candidateIdParams,
          querystring: candidateQuerySchema,
          response: { 200: contactChannelsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getContactChannels(
          app.db,
          requireTenant(request),
          request.params.candidateID,
          request.query.project_id,
        ),
      }),
    );

    fastify.get(
      '/api/candidate/:candidateID/resume',
      { schema: { tags, params: candidateIdParams } },
      async (request, reply) => {
        const resume = await openResume(
          app.db,
          app.storage,
          requireTenant(request),
          request.params.candidateID,
        );
        return (
          reply
            .header('content-type', resume.contentType)
            .header('content-disposition', resume.disposition)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            // The candidate page shows the resume in a frame of the app itself.
            .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
            .header('x-frame-options', 'SAMEORIGIN')
            .send(resume.stream)
        );
      },
    );

    fastify.post(
      '/api/candidate/:candidateID/reveal-contact',
      {
        schema: {
          tags,
          params: candidateIdParams,
          body: revealContactRequest,
          response: { 200: revealContactResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await revealContact(
          app.db,
          app.peopleData,
          requireTenant(request),
          user.id,
          request.params.candidateID,
          request.body.project_id,
        );
        return { success: true, message: REVEAL_MESSAGES[data.outcome], data };
      },
    );

    fastify.post(
      '/api/candidate/:candidateID/notes/add',
      {
        schema: {
          tags,
          params: candidateIdParams,
          body: addNoteRequest,
          response: { 200: addNoteResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: 'Note added.',
          data: await addNote(
            app.db,
            requireTenant(request),
            { id: user.id, firstName: user.firstName, lastName: user.lastName, image: user.image },
            request.params.candidateID,
            request.body,
          ),
        };
      },
    );
  };
