import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addProjectMembersRequest,
  changeProjectMemberRoleRequest,
  projectIdParams,
  projectMemberWriteResponse,
  projectMembersResponse,
  removeProjectMemberRequest,
} from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { addProjectMembers } from './add-project-members';
import { changeProjectMemberRole } from './change-project-member-role';
import { listMembersOfProject } from './list-project-members';
import { removeProjectMember } from './remove-project-member';

const tags = ['projects'];

export const projectMemberRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/members/list',
      { schema: { tags, params: projectIdParams, response: { 200: projectMembersResponse } } },
      async (request) => ({
        success: true,
        data: await listMembersOfProject(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      '/api/project/:id/members/add',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: addProjectMembersRequest,
          response: { 200: projectMemberWriteResponse },
        },
      },
      async (request) => ({
        success: true,
        message: await addProjectMembers(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body.members,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/members/remove',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: removeProjectMemberRequest,
          response: { 200: projectMemberWriteResponse },
        },
      },
      async (request) => ({
        success: true,
        message: await removeProjectMember(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body.member_id,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/members/change-role',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: changeProjectMemberRoleRequest,
          response: { 200: projectMemberWriteResponse },
        },
      },
      async (request) => ({
        success: true,
        message: await changeProjectMemberRole(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body.member_id,
          request.body.role,
        ),
      }),
    );
  };
