import type { Transporter } from 'nodemailer';
import { openSecret } from '../../integrations/crypto/secret-box';
import { createSmtpTransport } from '../../integrations/smtp/create-smtp-transport';
import type { SenderMailbox } from './outreach-context';

/**
 * One pooled SMTP transport per mailbox and credential version, so consecutive sends reuse
 * open connections. A changed mailbox (new password, new server) gets a new transport.
 */
export class SmtpTransportCache {
  private readonly transports = new Map<string, { version: string; transport: Transporter }>();

  constructor(
    private readonly encryptionKey: string,
    private readonly options: { maxConnections: number; timeoutMs: number },
  ) {}

  get(box: SenderMailbox): Transporter {
    const version = `${box.updatedAt.getTime()}`;
    const cached = this.transports.get(box.id);
    if (cached && cached.version === version) return cached.transport;
    cached?.transport.close();
    if (!box.smtpHost || !box.smtpPort || !box.smtpSecurity || !box.secret)
      throw new Error(`The mailbox ${box.email} has no SMTP settings: connect it again.`);
    const transport = createSmtpTransport(
      {
        host: box.smtpHost,
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
    this.transports.set(box.id, { version, transport });
    return transport;
  }

  closeAll(): void {
    for (const { transport } of this.transports.values()) transport.close();
    this.transports.clear();
  }
}
