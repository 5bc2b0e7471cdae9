import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  changeRoleRequest,
  createWorkspaceRequest,
  createWorkspaceResponse,
  invitationIdRequest,
  invitationPreviewResponse,
  invitationTokenQuery,
  inviteMembersRequest,
  inviteMembersResponse,
  memberIdRequest,
  membersListResponse,
  resendInvitationRequest,
  resendInvitationResponse,
  switchWorkspaceRequest,
  switchWorkspaceResponse,
  workspaceListResponse,
} from '@hirelane/domain/workspaces/workspace.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { acceptInvitation } from './accept-invitation';
import { changeMember } from './change-member';
import { createWorkspace } from './create-workspace';
import { inviteMembers } from './invite-members';
import { listMembers } from './list-members';
import { previewInvitation } from './preview-invitation';
import { ResendRefused, resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { switchWorkspace } from './switch-workspace';
import { listUserWorkspaces } from './workspace-store';

const tags = ['workspaces'];

export const workspaceRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/workspace/list',
      { config: { access: 'session' }, schema: { tags, response: { 200: workspaceListResponse } } },
      async (request) => {
        const { user } = requireSession(request);
        const items = await listUserWorkspaces(app.db, user.id);
        return {
          success: true,
          data: items.map(({ id, name, role }) => ({ _id: id, name, role })),
        };
      },
    );

    fastify.post(
      '/api/workspace/create',
      {
        config: { access: 'session' },
        schema: { tags, body: createWorkspaceRequest, response: { 200: createWorkspaceResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: 'Workspace created.',
          data: await createWorkspace(app.db, user.id, request.body.name),
        };
      },
    );

    fastify.post(
      '/api/workspace/switch',
      {
        config: { access: 'session' },
        schema: { tags, body: switchWorkspaceRequest, response: { 200: switchWorkspaceResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: await switchWorkspace(app.db, user.id, request.body.workspace),
        };
      },
    );

    fastify.get(
      '/api/workspace/members/list',
      {
        config: { permission: 'workspace:members:view' },
        schema: { tags, response: { 200: membersListResponse } },
      },
      async (request) => ({
        success: true,
        data: await listMembers(app.pool, requireTenant(request).workspaceId),
      }),
    );

    fastify.post(
      '/api/workspace/members/invite',
      {
        config: { permission: 'workspace:members:invite' },
        schema: { tags, body: inviteMembersRequest, response: { 200: inviteMembersResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        const inviter = { ...user, photo: user.image ?? DEFAULT_USER_PHOTO };
        const invitations = await inviteMembers(app, requireTenant(request), inviter, request.body);
        return {
          success: true,
          message: `${invitations.length} invitation(s) sent.`,
          data: { invitations },
        };
      },
    );

    fastify.post(
      '/api/workspace/invitations/revoke',
      {
        config: { permission: 'workspace:members:invite' },
        schema: { tags, body: invitationIdRequest, response: { 200: messageEnvelope } },
      },
      async (request) => {
        await revokeInvitation(
          app.db,
          requireTenant(request).workspaceId,
          request.body.invitation_id,
        );
        return { success: true, message: 'Invitation revoked.' };
      },
    );

    fastify.post(
      '/api/workspace/invitations/resend',
      {
        config: { permission: 'workspace:members:invite' },
        schema: {
          tags,
          body: resendInvitationRequest,
          response: { 200: resendInvitationResponse },
        },
      },
      async (request, reply) => {
        try {
          const invitation = await resendInvitation(
            app,
            requireTenant(request),
            requireSession(request).user,
            request.body.invitation_id,
          );
          return {
            success: true,
            message: `Invitation sent again to ${invitation.email}.`,
            data: invitation,
          };
        } catch (error) {
          if (error instanceof ResendRefused && error.retryAfterSeconds)
            void reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );

    fastify.post(
      '/api/workspace/members/role',
      {
        config: { permission: 'workspace:members:edit' },
        schema: { tags, body: changeRoleRequest, response: { 200: messageEnvelope } },
      },
      async (request) => {
        await changeMember(app.db, requireTenant(request), request.body.member_id, {
          role: request.body.role,
        });
        return { success: true, message: 'Role changed.' };
      },
    );

    fastify.post(
      '/api/workspace/members/deactivate',
      {
        config: { permission: 'workspace:members:edit' },
        schema: { tags, body: memberIdRequest, response: { 200: messageEnvelope } },
      },
      async (request) => {
        await changeMember(app.db, requireTenant(request), request.body.member_id, {
          status: 'inactive',
        });
        return { success: true, message: 'Member deactivated.' };
      },
    );

    fastify.post(
      '/api/workspace/members/reactivate',
      {
        config: { permission: 'workspace:members:edit' },
        schema: { tags, body: memberIdRequest, response: { 200: messageEnvelope } },
      },
      async (request) => {
        await changeMember(app.db, requireTenant(request), request.body.member_id, {
          status: 'active',
        });
        return { success: true, message: 'Member reactivated.' };
      },
    );

    fastify.get(
      '/api/invitation/get',
      {
        config: { access: 'public' },
        schema: {
          tags,
          querystring: invitationTokenQuery,
          response: { 200: invitationPreviewResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await previewInvitation(app.db, request.query.token),
      }),
    );

    fastify.post(
      '/api/invitation/accept',
      {
        config: { access: 'session' },
        schema: {
          tags,
          body: acceptInvitationRequest,
          response: { 200: acceptInvitationResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const joined = await acceptInvitation(app.db, user, request.body.token);
        return { success: true, message: `You joined ${joined.name}.`, data: joined };
      },
    );
  };
