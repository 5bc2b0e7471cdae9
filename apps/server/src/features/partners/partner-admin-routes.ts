import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitePartnerRequest,
  invitePartnerResponse,
  partnerListResponse,
  projectPartnerRequest,
  projectPartnersResponse,
  projectPartnerWriteResponse,
} from '@hirelane/domain/partners/partner.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { invitePartner } from './invite-partner';
import { listWorkspacePartners } from './list-partners';
import { addProjectPartner, listProjectPartners, removeProjectPartner } from './project-partners';

const tags = ['partners'];

/** The recruiters' side of recruiting partners (decision 051). */
export const partnerAdminRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/workspace/partners/list',
      {
        config: { permission: 'workspace:members:view' },
        schema: { tags, response: { 200: partnerListResponse } },
      },
      async (request) => ({
        success: true,
        data: await listWorkspacePartners(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.post(
      '/api/workspace/partners/invite',
      {
        config: { permission: 'workspace:partners:edit' },
        schema: { tags, body: invitePartnerRequest, response: { 200: invitePartnerResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        const invitation = await invitePartner(app, requireTenant(request), user, request.body);
        return {
          success: true,
          message: `Invitation sent to ${invitation.email}.`,
          data: invitation,
        };
      },
    );

    fastify.get(
      '/api/project/:id/partners/list',
      {
        config: { permission: 'workspace:members:view' },
        schema: { tags, params: projectIdParams, response: { 200: projectPartnersResponse } },
      },
      async (request) => ({
        success: true,
        data: await listProjectPartners(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      '/api/project/:id/partners/add',
      {
        config: { permission: 'workspace:partners:edit' },
        schema: {
          tags,
          params: projectIdParams,
          body: projectPartnerRequest,
          response: { 200: projectPartnerWriteResponse },
        },
      },
      async (request) => ({
        success: true,
        message: await addProjectPartner(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body.member_id,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/partners/remove',
      {
        config: { permission: 'workspace:partners:edit' },
        schema: {
          tags,
          params: projectIdParams,
          body: projectPartnerRequest,
          response: { 200: projectPartnerWriteResponse },
        },
      },
      async (request) => ({
        success: true,
        message: await removeProjectPartner(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body.member_id,
        ),
      }),
    );
  };
