import type { AppContext } from '../../../app-context';
import type { MailboxRow } from '../../accounts/mailbox-store';
import type { Transporter } from 'nodemailer';
import { openSecret } from '../../../integrations/crypto/secret-box';
import { loginFailureReason } from '../../../integrations/mail-servers/mail-server-login';
import { checkOutboundHost } from '../../../integrations/network/outbound-address-policy';
import { createSmtpTransport } from '../../../integrations/smtp/create-smtp-transport';

export type InvitationMail = { to: string; subject: string; text: string; html: string };

/** The outcome of one e-mail: sent, or why not (shown to the recruiter as it is). */
export type MailOutcome = { sent: true } | { sent: false; reason: string };

/** Sends invitation e-mails after the commit; one failure does not stop the others. */
export type InvitationMailer = {
  send: (mail: InvitationMail) => Promise<MailOutcome>;
  close: () => void;
};

const failed = (mail: InvitationMail, error: unknown): MailOutcome => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`interview e-mail to ${mail.to} not sent: ${reason}`);
  return { sent: false, reason };
};

/**
 * Through the chosen connected mailbox (its SMTP server, as a campaign e-mail goes, checked by the
 * outbound policy) or, without one, the product's own mail.
 */
export const invitationMailer = (app: AppContext, box: MailboxRow | null): InvitationMailer => {
  if (!box)
    return {
      send: async (mail) => {
        try {
          await app.mailer.send(mail);
          return { sent: true };
        } catch (error) {
          return failed(mail, error);
        }
      },
      close: () => undefined,
    };
  // One connection for the whole send, opened on the first e-mail; the server's name passes the
  // outbound policy first (decision 013), as a campaign's mailbox does.
  let opened: Promise<Transporter> | null = null;
  const transport = () =>
    (opened ??= (async () => {
      if (!box.smtpHost || !box.smtpPort || !box.smtpSecurity || !box.secret)
        throw new Error(`The mailbox ${box.email} has no SMTP settings: connect it again.`);
      const target = await checkOutboundHost(box.smtpHost, app.config.outbound);
      if (!target.ok) throw new Error(loginFailureReason.notAllowed('SMTP', box.smtpHost));
      return createSmtpTransport(
        {
          host: box.smtpHost,
          address: target.address,
          port: box.smtpPort,
          security: box.smtpSecurity as 'tls' | 'starttls' | 'none',
          username: box.username ?? box.email,
          password: openSecret(app.config.encryptionKey, box.secret),
        },
        { pool: true, maxConnections: 1, timeoutMs: app.config.outreach.smtpTimeoutMs },
      );
    })());
  const from = box.displayName ? { name: box.displayName, address: box.email } : box.email;
  return {
    send: async (mail) => {
      try {
        await (await transport()).sendMail({ from, ...mail });
        return { sent: true };
      } catch (error) {
        return failed(mail, error);
      }
    },
    close: () => void opened?.then((made) => made.close()).catch(() => undefined),
  };
};
