import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = { port: number; close: () => Promise<void> };

/** An SMTP server on 127.0.0.1 that stores every message as a .eml file in `dir`. */
export const startSmtpSink = async (dir: string, port: number): Promise<SmtpSink> => {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
