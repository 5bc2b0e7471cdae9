import {
  PROVIDER_SERVERS,
  type ConnectMailboxRequest,
  type Mailbox,
  type ServerSettings,
} from '@hirelane/domain/accounts/mailbox.schema';
import type { AppContext } from '../../app-context';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { sealSecret } from '../../integrations/crypto/secret-box';
import type { MailServerLogin } from '../../integrations/mail-servers/mail-server-login';
import { verifyImapLogin } from '../../integrations/imap/verify-imap-login';
import { verifySmtpLogin } from '../../integrations/smtp/verify-smtp-login';
import { describeMailbox, saveMailboxConnection } from './mailbox-store';

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

const loginOf = (settings: ServerSettings, proven: Proven): MailServerLogin => ({
  ...settings,
  username: proven.username,
  password: proven.password,
});

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
  const proven = serversFor(input);
  const [smtp, imap] = await Promise.all([
    verifySmtpLogin(loginOf(proven.smtp, proven), { timeoutMs: CHECK_TIMEOUT_MS }),
    verifyImapLogin(loginOf(proven.imap, proven), { timeoutMs: CHECK_TIMEOUT_MS }),
  ]);
  const errors = [
    ...(smtp.ok ? [] : [{ path: 'smtp', message: `Sending (SMTP) failed: ${smtp.reason}` }]),
    ...(imap.ok ? [] : [{ path: 'imap', message: `Reading (IMAP) failed: ${imap.reason}` }]),
  ];
  if (errors.length > 0 || !imap.ok)
    throw unprocessable(
      errors.map((error) => error.message).join(' '),
      errors.length > 0 ? errors : undefined,
    );
  const row = await saveMailboxConnection(app.db, tenant.workspaceId, userId, {
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
  return describeMailbox(app.db, tenant.workspaceId, row);
};
