import type { Transporter } from 'nodemailer';
import { openSecret } from '../../integrations/crypto/secret-box';
import { loginFailureReason } from '../../integrations/mail-servers/mail-server-login';
import {
  checkOutboundHost,
  type OutboundPolicy,
} from '../../integrations/network/outbound-address-policy';
import { createSmtpTransport } from '../../integrations/smtp/create-smtp-transport';
import type { SenderMailbox } from './outreach-context';

// A pooled transport keeps the address it was made for; the name is resolved and checked
// again this often, so a server that moves is followed and a rebinding name is caught.
const RESOLVE_AGAIN_MS = 10 * 60_000;

/**
 * One pooled SMTP transport per mailbox and credential version, so consecutive sends reuse
 * open connections. A changed mailbox (new password, new server) gets a new transport. The
 * server's name passes the outbound policy each time a transport is made (decision 013).
 */
export class SmtpTransportCache {
  private readonly transports = new Map<
    string,
    { version: string; madeAt: number; transport: Transporter }
  >();

  constructor(
    private readonly encryptionKey: string,
    private readonly options: { maxConnections: number; timeoutMs: number },
    private readonly policy: OutboundPolicy,
  ) {}

  async get(box: SenderMailbox): Promise<Transporter> {
    const version = `${box.updatedAt.getTime()}`;
    const cached = this.transports.get(box.id);
    if (cached && cached.version === version && Date.now() - cached.madeAt < RESOLVE_AGAIN_MS)
      return cached.transport;
    cached?.transport.close();
    this.transports.delete(box.id);
    if (!box.smtpHost || !box.smtpPort || !box.smtpSecurity || !box.secret)
      throw new Error(`The mailbox ${box.email} has no SMTP settings: connect it again.`);
    const target = await checkOutboundHost(box.smtpHost, this.policy);
    if (!target.ok) throw new Error(loginFailureReason.notAllowed('SMTP', box.smtpHost));
    const transport = createSmtpTransport(
      {
        host: box.smtpHost,
        address: target.address,
        port: box.smtpPort,
        security: box.smtpSecurity as 'tls' | 'starttls' | 'none',
        username: box.username ?? box.email,
        password: openSecret(this.encryptionKey, box.secret),
      },
      {
        pool: true,
        maxConnections: this.options.maxConnections,
        timeoutMs: this.options.timeoutMs,
      },
    );
    this.transports.set(box.id, { version, madeAt: Date.now(), transport });
    return transport;
  }

  closeAll(): void {
    for (const { transport } of this.transports.values()) transport.close();
    this.transports.clear();
  }
}
