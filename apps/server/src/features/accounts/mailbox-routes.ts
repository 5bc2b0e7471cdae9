import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectMailboxRequest,
  mailboxIdParams,
  mailboxListResponse,
  mailboxResponse,
  updateMailboxRequest,
} from '@hirelane/domain/accounts/mailbox.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { connectMailbox } from './connect-mailbox';
import { MAILBOX_REMOVED, deleteMailbox } from './delete-mailbox';
import { listMailboxes } from './mailbox-store';
import { updateMailbox } from './update-mailbox';

const tags = ['accounts'];

/** Sender mailboxes: connect (SMTP and IMAP proven first), list, change, remove. */
export const mailboxRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/communication/email/account/connect',
      {
        config: { permission: 'mailbox:connect' },
        schema: { tags, body: connectMailboxRequest, response: { 200: mailboxResponse } },
      },
      async (request) => {
        const data = await connectMailbox(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.body,
        );
        return { success: true, message: `${data.email} is connected.`, data };
      },
    );

    fastify.get(
      '/api/communication/email/account/mailboxes',
      { schema: { tags, response: { 200: mailboxListResponse } } },
      async (request) => ({
        success: true,
        data: await listMailboxes(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.put(
      '/api/communication/email/account/update/:id',
      {
        config: { permission: 'mailbox:connect' },
        schema: {
          tags,
          params: mailboxIdParams,
          body: updateMailboxRequest,
          response: { 200: mailboxResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Mailbox saved.',
        data: await updateMailbox(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/communication/email/account/delete/:id',
      {
        config: { permission: 'mailbox:connect' },
        schema: { tags, params: mailboxIdParams, response: { 200: messageEnvelope } },
      },
      async (request) => {
        await deleteMailbox(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        );
        return { success: true, message: MAILBOX_REMOVED };
      },
    );
  };
