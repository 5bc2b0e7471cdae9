import {
  PROVIDER_SERVERS,
  type ConnectMailboxRequest,
  type Mailbox,
  type ServerSettings,
} from '@hirelane/domain/accounts/mailbox.schema';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { sealSecret } from '../../integrations/crypto/secret-box';
import {
  loginFailureReason,
  type MailServerLogin,
} from '../../integrations/mail-servers/mail-server-login';
import { checkOutboundHost } from '../../integrations/network/outbound-address-policy';
import { verifyImapLogin } from '../../integrations/imap/verify-imap-login';
import { verifySmtpLogin } from '../../integrations/smtp/verify-smtp-login';
import { assertPlanAllows } from '../workspaces/plan-limit-guard';
import {
  countMailboxes,
  describeMailbox,
  findMailboxByEmail,
  saveMailboxConnection,
} from './mailbox-store';

const CHECK_TIMEOUT_MS = 15_000;

type Proven = { smtp: ServerSettings; imap: ServerSettings; username: string; password: string };

const serversFor = (input: ConnectMailboxRequest): Proven => {
  switch (input.provider) {
    case 'gmail':
      return { ...PROVIDER_SERVERS.gmail, username: input.email, password: input.app_password };
    case 'outlook':
      return { ...PROVIDER_SERVERS.outlook, username: input.email, password: input.password };
    case 'custom':
      return {
        smtp: input.smtp,
        imap: input.imap,
        username: input.username,
        password: input.password,
      };
  }
};

const loginOf = (settings: ServerSettings, address: string, proven: Proven): MailServerLogin => ({
  ...settings,
  address,
  username: proven.username,
  password: proven.password,
});

const PATHS = { SMTP: 'smtp', IMAP: 'imap' } as const;
const FAILURE_PREFIX = { SMTP: 'Sending (SMTP) failed:', IMAP: 'Reading (IMAP) failed:' } as const;

type CheckFailure = { protocol: keyof typeof PATHS; reason: string };

const refuseWith = (failures: CheckFailure[]) => {
  const errors = failures.map(({ protocol, reason }) => ({
    path: PATHS[protocol],
    message: `${FAILURE_PREFIX[protocol]} ${reason}`,
  }));
  return unprocessable(errors.map((error) => error.message).join(' '), errors);
};

const notAllowed = (protocol: CheckFailure['protocol'], host: string, ok: boolean) =>
  ok ? [] : [{ protocol, reason: loginFailureReason.notAllowed(protocol, host) }];

/** Reconnecting a mailbox the workspace has takes no new room in the plan; a new one does. */
const assertMailboxRoom = async (tx: Executor, workspaceId: string, email: string) => {
  if (await findMailboxByEmail(tx, workspaceId, email)) return;
  await assertPlanAllows(tx, workspaceId, 'mailboxes', () => countMailboxes(tx, workspaceId));
};

/**
 * POST /api/communication/email/account/connect: proves the SMTP login (to send) and the IMAP
 * login (to read replies) at the same time, and stores the mailbox only when both succeed. A
 * failure names the server that refused and why; the password is sealed before it is stored.
 */
export const connectMailbox = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  input: ConnectMailboxRequest,
): Promise<Mailbox> => {
  // Refused before any server is contacted, and checked again with the write below.
  await app.db.transaction((tx) => assertMailboxRoom(tx, tenant.workspaceId, input.email));
  const proven = serversFor(input);
  // Both hosts pass the outbound policy before either is contacted (decision 013).
  const [smtpTarget, imapTarget] = await Promise.all([
    checkOutboundHost(proven.smtp.host, app.config.outbound),
    checkOutboundHost(proven.imap.host, app.config.outbound),
  ]);
  if (!smtpTarget.ok || !imapTarget.ok)
    throw refuseWith([
      ...notAllowed('SMTP', proven.smtp.host, smtpTarget.ok),
      ...notAllowed('IMAP', proven.imap.host, imapTarget.ok),
    ]);
  const [smtp, imap] = await Promise.all([
    verifySmtpLogin(loginOf(proven.smtp, smtpTarget.address, proven), {
      timeoutMs: CHECK_TIMEOUT_MS,
    }),
    verifyImapLogin(loginOf(proven.imap, imapTarget.address, proven), {
      timeoutMs: CHECK_TIMEOUT_MS,
    }),
  ]);
  if (!smtp.ok || !imap.ok)
    throw refuseWith([
      ...(smtp.ok ? [] : [{ protocol: 'SMTP' as const, reason: smtp.reason }]),
      ...(imap.ok ? [] : [{ protocol: 'IMAP' as const, reason: imap.reason }]),
    ]);
  const row = await app.db.transaction(async (tx) => {
    await assertMailboxRoom(tx, tenant.workspaceId, input.email);
    return saveMailboxConnection(tx, tenant.workspaceId, userId, {
      email: input.email,
      displayName: input.display_name?.trim() || null,
      provider: input.provider,
      smtp: proven.smtp,
      imap: proven.imap,
      username: proven.username,
      secret: sealSecret(app.config.encryptionKey, proven.password),
      // Replies are read from now on: mail already in the inbox is not the campaign's.
      imapUidValidity: imap.uidValidity,
      imapLastUid: Math.max(0, imap.uidNext - 1),
    });
  });
  return describeMailbox(app.db, tenant.workspaceId, row);
};
