import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type SmtpSink = { port: number; close: () => Promise<void> };
export type SmtpLogin = { user: string; password: string };

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** AUTH with exactly `login` is required: a wrong one gets 535, none at all 530. */
const requireLogin = (login: SmtpLogin): SMTPServerOptions => ({
  authMethods: ['PLAIN', 'LOGIN'],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === login.user && auth.password === login.password)
      callback(null, { user: auth.username });
    else callback(smtpError('Authentication failed', 535));
  },
  onMailFrom(_address, session, callback) {
    if (!session.user) callback(smtpError('Authentication required', 530));
    else callback();
  },
});

/**
 * An SMTP server on 127.0.0.1, plain text, that stores every accepted message as a .eml file in
 * `dir`. Without `login` it takes mail from anyone (the product's sign-in mail); with it, it is a
 * connected mailbox's server that requires AUTH (the e-mail engine's sends).
 */
export const startSmtpSink = async (
  dir: string,
  port: number,
  login?: SmtpLogin,
): Promise<SmtpSink> => {
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    ...(login ? requireLogin(login) : { authOptional: true }),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
        const temp = path.join(dir, `.${name}.tmp`);
        writeFile(temp, Buffer.concat(chunks))
          .then(() => rename(temp, path.join(dir, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
