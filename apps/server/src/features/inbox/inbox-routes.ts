import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignThreadRequest,
  inboxThreadDetailResponse,
  inboxThreadResponse,
  inboxThreadsQuery,
  inboxThreadsResponse,
  labelMessageRequest,
  messageIdParams,
  replyRequest,
  threadIdParams,
} from '@hirelane/domain/inbox/inbox.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { assignInboxThread } from './assign-thread';
import { labelInboxMessage } from './label-message';
import { listInboxThreads } from './list-inbox-threads';
import { markInboxThreadUnread } from './mark-thread-unread';
import { openInboxThread } from './open-inbox-thread';
import { replyToThread } from './reply-to-thread';

const tags = ['inbox'];

/** The team inbox (decision 041): every route answers 403 with the reason without the team flag. */
export const inboxRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/inbox/threads',
      {
        schema: {
          tags,
          summary: 'Conversations across the projects the caller may see, newest first',
          querystring: inboxThreadsQuery,
          response: { 200: inboxThreadsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listInboxThreads(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          null,
          request.query,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/inbox/threads',
      {
        schema: {
          tags,
          summary: "A project's conversations, newest first",
          params: projectIdParams,
          querystring: inboxThreadsQuery,
          response: { 200: inboxThreadsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listInboxThreads(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.query,
        ),
      }),
    );

    fastify.get(
      '/api/inbox/threads/:threadId',
      {
        schema: {
          tags,
          summary: 'A conversation, oldest message first; marks it read for the caller',
          params: threadIdParams,
          response: { 200: inboxThreadDetailResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await openInboxThread(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.threadId,
        ),
      }),
    );

    fastify.post(
      '/api/inbox/threads/:threadId/unread',
      {
        schema: {
          tags,
          summary: 'Mark a conversation unread for the caller',
          params: threadIdParams,
          response: { 200: inboxThreadResponse },
        },
      },
      async (request) => ({
        success: true,
        data: {
          thread: await markInboxThreadUnread(
            app.db,
            requireTenant(request),
            requireSession(request).user.id,
            request.params.threadId,
          ),
        },
      }),
    );

    fastify.put(
      '/api/inbox/threads/:threadId/assignee',
      {
        schema: {
          tags,
          summary: 'Assign a conversation to a teammate, or to nobody',
          params: threadIdParams,
          body: assignThreadRequest,
          response: { 200: inboxThreadResponse },
        },
      },
      async (request) => ({
        success: true,
        data: {
          thread: await assignInboxThread(
            app.db,
            requireTenant(request),
            requireSession(request).user.id,
            request.params.threadId,
            request.body,
          ),
        },
      }),
    );

    fastify.put(
      '/api/inbox/messages/:messageId/label',
      {
        schema: {
          tags,
          summary: "Correct an inbound message's label",
          params: messageIdParams,
          body: labelMessageRequest,
          response: { 200: inboxThreadResponse },
        },
      },
      async (request) => ({
        success: true,
        data: {
          thread: await labelInboxMessage(
            app.db,
            app.queue,
            requireTenant(request),
            requireSession(request).user.id,
            request.params.messageId,
            request.body,
          ),
        },
      }),
    );

    fastify.post(
      '/api/inbox/threads/:threadId/reply',
      {
        schema: {
          tags,
          summary: 'Answer the person from the mailbox that sent the sequence, in the same thread',
          params: threadIdParams,
          body: replyRequest,
          response: { 200: inboxThreadDetailResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Reply sent.',
        data: await replyToThread(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.threadId,
          request.body,
        ),
      }),
    );
  };
