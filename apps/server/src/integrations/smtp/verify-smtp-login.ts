import {
  withoutSecret,
  type LoginCheck,
  type MailServerLogin,
} from '../mail-servers/mail-server-login';
import { createSmtpTransport } from './create-smtp-transport';
import { describeSmtpFailure } from './describe-smtp-failure';

const DEFAULT_TIMEOUT_MS = 30_000;

/** Connects, negotiates TLS as configured and logs in; sends nothing. */
export const verifySmtpLogin = async (
  login: MailServerLogin,
  options: { timeoutMs?: number } = {},
): Promise<LoginCheck> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createSmtpTransport(login, { pool: false, timeoutMs });
  try {
    await transport.verify();
    return { ok: true };
  } catch (error) {
    const { reason } = describeSmtpFailure(error, {
      host: login.host,
      port: login.port,
      timeoutMs,
    });
    return { ok: false, reason: withoutSecret(reason, login.password) };
  } finally {
    transport.close();
  }
};
