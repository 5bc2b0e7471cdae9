import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import {
  decideWorkflowRunRequest,
  saveWorkflowRequest,
  setWorkflowEnabledRequest,
  workflowListResponse,
  workflowParams,
  workflowResponse,
  workflowRunParams,
  workflowRunResponse,
  workflowRunsQuery,
  workflowRunsResponse,
} from '@hirelane/domain/workflows/workflow.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { decideWorkflowRun } from './decide-workflow-run';
import { createWorkflow, editWorkflow } from './save-workflow';
import {
  deleteWorkflow,
  getWorkflow,
  listWorkflowRuns,
  listWorkflows,
  switchWorkflow,
} from './workflow-queries';

const tags = ['workflows'];

/** A project's workflows and their runs (decision 042). */
export const workflowRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/workflows',
      { schema: { tags, params: projectIdParams, response: { 200: workflowListResponse } } },
      async (request) => ({
        success: true,
        data: await listWorkflows(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      '/api/project/:id/workflows',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: saveWorkflowRequest,
          response: { 200: workflowResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const workflow = await createWorkflow(
          app.db,
          requireTenant(request),
          user.id,
          request.params.id,
          request.body,
        );
        return { success: true, message: 'Workflow saved.', data: { workflow, can_edit: true } };
      },
    );

    fastify.get(
      '/api/project/:id/workflows/:workflowId',
      { schema: { tags, params: workflowParams, response: { 200: workflowResponse } } },
      async (request) => ({
        success: true,
        data: await getWorkflow(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.workflowId,
        ),
      }),
    );

    fastify.put(
      '/api/project/:id/workflows/:workflowId',
      {
        schema: {
          tags,
          params: workflowParams,
          body: saveWorkflowRequest,
          response: { 200: workflowResponse },
        },
      },
      async (request) => {
        const workflow = await editWorkflow(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.workflowId,
          request.body,
        );
        return { success: true, message: 'Workflow saved.', data: { workflow, can_edit: true } };
      },
    );

    fastify.put(
      '/api/project/:id/workflows/:workflowId/enabled',
      {
        schema: {
          tags,
          params: workflowParams,
          body: setWorkflowEnabledRequest,
          response: { 200: workflowResponse },
        },
      },
      async (request) => {
        const data = await switchWorkflow(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.workflowId,
          request.body.enabled,
        );
        const message = request.body.enabled ? 'Workflow switched on.' : 'Workflow switched off.';
        return { success: true, message, data };
      },
    );

    fastify.delete(
      '/api/project/:id/workflows/:workflowId',
      { schema: { tags, params: workflowParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await deleteWorkflow(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.workflowId,
        );
        return { success: true, message: 'Workflow deleted.' };
      },
    );

    fastify.get(
      '/api/project/:id/workflows/:workflowId/runs',
      {
        schema: {
          tags,
          params: workflowParams,
          querystring: workflowRunsQuery,
          response: { 200: workflowRunsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listWorkflowRuns(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.workflowId,
          request.query.page,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/workflows/:workflowId/runs/:runId/decision',
      {
        schema: {
          tags,
          params: workflowRunParams,
          body: decideWorkflowRunRequest,
          response: { 200: workflowRunResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const { id, workflowId, runId } = request.params;
        const run = await decideWorkflowRun(
          app,
          requireTenant(request),
          user.id,
          { projectId: id, workflowId, runId },
          request.body.decision,
        );
        const message =
          run.status === 'done'
            ? 'E-mail sent.'
            : run.status === 'rejected'
              ? 'Run rejected; nothing was sent.'
              : (run.reason ?? 'Not sent.');
        return { success: run.status !== 'failed', message, data: { run } };
      },
    );
  };
