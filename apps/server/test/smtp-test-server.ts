import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMessage = { to: string; raw: string; parsed: ParsedMail };

export type SmtpTestServer = {
  port: number;
  messages: ReceivedMessage[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 for the e-mail engine's tests: it requires AUTH with one
 * user, answers 550 to recipients starting with "bounce", 451 to "later", and keeps the rest.
 */
export const startSmtpTestServer = async (login: {
  user: string;
  password: string;
}): Promise<SmtpTestServer> => {
  const messages: ReceivedMessage[] = [];
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
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce'))
        callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      else if (address.address.startsWith('later'))
        callback(Object.assign(new Error('4.2.0 Try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            for (const rcpt of session.envelope.rcptTo)
              messages.push({ to: rcpt.address, raw, parsed });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
