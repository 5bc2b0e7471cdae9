import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  linkedinAccountResponse,
  linkedinAccountSettingsRequest,
  linkedinActionParams,
  linkedinConfirmRequest,
  linkedinConnectionResponse,
} from '@hirelane/domain/linkedin/extension-contract.schema';
import { linkedinTasksResponse } from '@hirelane/domain/linkedin/linkedin-tasks.schema';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { confirmLinkedinAccount } from './confirm-linkedin-account';
import { getLinkedinConnection } from './get-linkedin-connection';
import { listLinkedinTasks, markLinkedinTaskDone } from './linkedin-tasks';
import { updateLinkedinSettings } from './update-linkedin-settings';

const tags = ['linkedin'];

const memberOf = (request: FastifyRequest) => ({
  workspaceId: requireTenant(request).workspaceId,
  userId: requireSession(request).user.id,
});

/** The app's side: /app/connect-linkedin and the manual tasks of "Needs you" (decision 045). */
export const linkedinRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/linkedin/connection',
      { schema: { tags, response: { 200: linkedinConnectionResponse } } },
      async (request) => ({
        success: true,
        data: await getLinkedinConnection(app.db, memberOf(request)),
      }),
    );

    fastify.post(
      '/api/linkedin/account/confirm',
      {
        schema: {
          tags,
          summary: 'Connect the identity the extension reported as my LinkedIn account',
          body: linkedinConfirmRequest,
          response: { 200: linkedinConnectionResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await confirmLinkedinAccount(app.db, memberOf(request), request.body.profile_url),
      }),
    );

    fastify.put(
      '/api/linkedin/account/settings',
      {
        schema: {
          tags,
          body: linkedinAccountSettingsRequest,
          response: { 200: linkedinAccountResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await updateLinkedinSettings(app.db, memberOf(request), request.body),
      }),
    );

    fastify.get(
      '/api/linkedin/tasks',
      { schema: { tags, response: { 200: linkedinTasksResponse } } },
      async (request) => ({
        success: true,
        data: {
          tasks: await listLinkedinTasks(
            app.db,
            requireTenant(request),
            requireSession(request).user.id,
          ),
        },
      }),
    );

    fastify.post(
      '/api/linkedin/tasks/:id/done',
      { schema: { tags, params: linkedinActionParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await markLinkedinTaskDone(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        );
        return { success: true, message: 'Marked done.' };
      },
    );
  };
