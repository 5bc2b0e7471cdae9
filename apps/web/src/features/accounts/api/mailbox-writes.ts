import {
  mailboxResponse,
  type ConnectMailboxRequest,
  type UpdateMailboxRequest,
} from '@hirelane/domain/accounts/mailbox.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiPost, apiPut } from '../../../lib/api-client';

const BASE = '/api/communication/email/account';

/**
 * POST …/connect: the server signs in to SMTP and IMAP before saving. Silent: a 422 names the
 * server that refused (path smtp or imap) or the fields, and the form shows it in place.
 */
export const connectMailbox = (request: ConnectMailboxRequest) =>
  apiPost(`${BASE}/connect`, mailboxResponse, request, { silent: true });

/** PUT …/update/{id}: enable or disable, daily limit, signature, display name. */
export const updateMailbox = (id: string, update: UpdateMailboxRequest) =>
  apiPut(`${BASE}/update/${encodeURIComponent(id)}`, mailboxResponse, update, { silent: true });

/** PUT …/delete/{id}. */
export const deleteMailbox = (id: string) =>
  apiPut(`${BASE}/delete/${encodeURIComponent(id)}`, messageEnvelope, {}, { silent: true });
