import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateIdParams } from '@hirelane/domain/candidates/candidate.schema';
import {
  bulkDoNotContactRequest,
  bulkDoNotContactResponse,
  bulkDoNotContactSummary,
} from '@hirelane/domain/candidates/candidate-bulk.schema';
import {
  DO_NOT_CONTACT_LIFTED_MESSAGE,
  DO_NOT_CONTACT_MARKED_MESSAGE,
  setDoNotContactRequest,
  setDoNotContactResponse,
} from '@hirelane/domain/candidates/do-not-contact.schema';
import { candidateMessagesResponse } from '@hirelane/domain/outreach/candidate-messages.schema';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { getCandidateMessages } from './get-candidate-messages';
import { markPeopleDoNotContact } from './mark-people-do-not-contact';
import { setDoNotContact } from './set-do-not-contact';

const params = z.object({ candidateID: z.uuid('Not a valid candidate id.') });

export const outreachRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/candidate/:candidateID/messages',
      { schema: { tags: ['outreach'], params, response: { 200: candidateMessagesResponse } } },
      async (request) => ({
        success: true,
        data: await getCandidateMessages(
          app.db,
          requireTenant(request),
          request.params.candidateID,
        ),
      }),
    );

    fastify.put(
      '/api/candidate/:candidateID/do-not-contact',
      {
        schema: {
          tags: ['candidates'],
          summary: 'Mark the person do-not-contact on every channel (with a reason), or lift it',
          params: candidateIdParams,
          body: setDoNotContactRequest,
          response: { 200: setDoNotContactResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await setDoNotContact(
          app.db,
          requireTenant(request),
          user.id,
          request.params.candidateID,
          request.body,
        );
        return {
          success: true,
          message: data.do_not_contact
            ? DO_NOT_CONTACT_MARKED_MESSAGE
            : DO_NOT_CONTACT_LIFTED_MESSAGE,
          data,
        };
      },
    );
    fastify.post(
      '/api/candidates/bulk/do-not-contact',
      {
        schema: {
          tags: ['candidates'],
          summary: 'Mark the selected people do-not-contact (one transaction, checked per person)',
          body: bulkDoNotContactRequest,
          response: { 200: bulkDoNotContactResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await markPeopleDoNotContact(
          app.db,
          requireTenant(request),
          user.id,
          request.body,
        );
        return { success: true, message: bulkDoNotContactSummary(data), data };
      },
    );
  };
