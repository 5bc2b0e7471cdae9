import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminActionResponse,
  adminPageQuery,
  adminSearchQuery,
  adminUsersResponse,
  adminWorkspacesResponse,
  auditLogResponse,
  impersonateRequest,
  userAccessRequest,
  workspaceCreditsRequest,
  workspaceSubscriptionRequest,
} from '@hirelane/domain/admin/admin.schema';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../http/access-control';
import { serializeSessionCookie, signSessionToken } from '../auth/session-cookie';
import { adminActorOf } from './admin-actor';
import { impersonateUser, stopImpersonation } from './impersonate-user';
import { listAuditEntries } from './list-audit-entries';
import { grantWorkspaceCredits } from './grant-workspace-credits';
import { findUsers, findWorkspaces } from './search-admin-directory';
import { setUserAccess } from './set-user-access';
import { setWorkspaceSubscription } from './set-workspace-subscription';

const tags = ['admin'];
const config = { access: 'admin' as const };

export const adminRoutes =
  (app: AppContext, cookieName: string): FastifyPluginAsyncZod =>
  async (fastify) => {
    const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
      reply.header(
        'set-cookie',
        serializeSessionCookie({
          name: cookieName,
          value: signSessionToken(token, app.config.sessionSecret),
          maxAgeSeconds: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
          secure: app.config.isProduction,
        }),
      );

    fastify.get(
      '/api/admin/users',
      {
        config,
        schema: { tags, querystring: adminSearchQuery, response: { 200: adminUsersResponse } },
      },
      async (request) => ({ success: true, data: await findUsers(app.db, request.query) }),
    );

    fastify.get(
      '/api/admin/workspaces',
      {
        config,
        schema: { tags, querystring: adminSearchQuery, response: { 200: adminWorkspacesResponse } },
      },
      async (request) => ({ success: true, data: await findWorkspaces(app.db, request.query) }),
    );

    fastify.get(
      '/api/admin/audit-log',
      {
        config,
        schema: { tags, querystring: adminPageQuery, response: { 200: auditLogResponse } },
      },
      async (request) => ({
        success: true,
        data: await listAuditEntries(app.db, request.query.page),
      }),
    );

    fastify.post(
      '/api/admin/users/access',
      { config, schema: { tags, body: userAccessRequest, response: { 200: adminActionResponse } } },
      async (request) => {
        const actor = await adminActorOf(app.db, requireSession(request));
        await setUserAccess(
          app.db,
          actor,
          request.body.email,
          request.body.is_allowed,
          request.body.reason,
        );
        return {
          success: true,
          message: request.body.is_allowed ? 'Access restored.' : 'Access limited.',
        };
      },
    );

    fastify.post(
      '/api/admin/workspaces/subscription',
      {
        config,
        schema: {
          tags,
          body: workspaceSubscriptionRequest,
          response: { 200: adminActionResponse },
        },
      },
      async (request) => {
        const actor = await adminActorOf(app.db, requireSession(request));
        await setWorkspaceSubscription(app.db, actor, request.body);
        return { success: true, message: 'Subscription updated.' };
      },
    );

    fastify.post(
      '/api/admin/workspaces/credits',
      {
        config,
        schema: { tags, body: workspaceCreditsRequest, response: { 200: adminActionResponse } },
      },
      async (request) => {
        const actor = await adminActorOf(app.db, requireSession(request));
        const granted = await grantWorkspaceCredits(app.db, actor, request.body);
        return {
          success: true,
          message: granted.replayed
            ? 'These credits were granted already.'
            : `Credits granted. The balance is ${granted.balance}.`,
        };
      },
    );

    fastify.post(
      '/api/admin/impersonate',
      {
        config,
        schema: { tags, body: impersonateRequest, response: { 200: adminActionResponse } },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const actor = await adminActorOf(app.db, session);
        const { token, expiresAt } = await impersonateUser(
          app.db,
          actor,
          session,
          request.body.email,
          request.body.reason,
        );
        setSessionCookie(reply, token, expiresAt);
        return { success: true, message: `You are now signed in as ${request.body.email}.` };
      },
    );

    fastify.post(
      '/api/admin/impersonate/stop',
      { config, schema: { tags, response: { 200: adminActionResponse } } },
      async (request, reply) => {
        const session = requireSession(request);
        const actor = await adminActorOf(app.db, session);
        const { token, expiresAt } = await stopImpersonation(app.db, actor, session);
        setSessionCookie(reply, token, expiresAt);
        return { success: true, message: 'Impersonation ended.' };
      },
    );
  };
