import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type OutreachSmtpServer = { port: number; close: () => Promise<void> };

/**
 * The SMTP server of the e2e suite's connected mailbox (not the product's sign-in sink): on
 * 127.0.0.1, plain text, it REQUIRES AUTH with the one login and stores every accepted message
 * as a .eml file in `dir`, so the tests can read what the e-mail engine sent (its Message-ID).
 */
export const startOutreachSmtpServer = async (
  dir: string,
  port: number,
  login: { user: string; password: string },
): Promise<OutreachSmtpServer> => {
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.password)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onMailFrom(_address, session, callback) {
      // authOptional is false already; this also answers a client that skips AUTH with a 530.
      if (!session.user)
        callback(Object.assign(new Error('Authentication required'), { responseCode: 530 }));
      else callback();
    },
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
