import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export type ReceivedMail = {
  file: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  receivedAt: Date;
  /** The first link whose path is `linkPath`, when one was asked for. */
  link: string;
};

type WaitForMailOptions = {
  to: string;
  subjectIncludes?: string;
  /** Only messages received at or after this time. */
  after?: Date;
  /** Only messages holding a link to this path (e.g. '/login/verify' or '/invite'). */
  linkPath?: string;
  timeoutMs?: number;
};

const POLL_MS = 250;
const parsedCache = new Map<string, Promise<ParsedMail>>();

const mailDir = (): string => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts.');
  return dir;
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => (entry.address ?? '').toLowerCase());

const decodeEntities = (value: string): string =>
  value.replaceAll('&amp;', '&').replaceAll('&#x3D;', '=').replaceAll('&#61;', '=');

/** Every http(s) URL in the text part, then every href of the HTML part. */
export const linksIn = (text: string, html: string): string[] => [
  ...(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []),
  ...[...html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((match) => decodeEntities(match[1] ?? '')),
];

const firstLinkTo = (links: string[], linkPath: string): string | undefined =>
  links.find((link) => {
    try {
      return new URL(link).pathname === linkPath;
    } catch {
      return false;
    }
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readMailbox = async (): Promise<ReceivedMail[]> => {
  const dir = mailDir();
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      let parsed = parsedCache.get(file);
      if (!parsed) {
        parsed = readFile(file).then((source) => simpleParser(source));
        parsedCache.set(file, parsed);
      }
      const [mail, info] = await Promise.all([parsed, stat(file)]);
      return {
        file,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html || '',
        to: addressesOf(mail.to),
        receivedAt: info.mtime,
        link: '',
      };
    }),
  );
};

/** Polls the SMTP sink's directory until a matching message arrives. */
export const waitForMail = async ({
  to,
  subjectIncludes,
  after,
  linkPath,
  timeoutMs = 20_000,
}: WaitForMailOptions): Promise<ReceivedMail> => {
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  let seen: ReceivedMail[] = [];
  while (Date.now() < deadline) {
    seen = await readMailbox();
    for (const mail of seen) {
      if (!mail.to.includes(recipient)) continue;
      if (subjectIncludes && !mail.subject.includes(subjectIncludes)) continue;
      // mtime has whole-millisecond resolution; allow for clock rounding.
      if (after && mail.receivedAt.getTime() < after.getTime() - 5) continue;
      if (!linkPath) return mail;
      const link = firstLinkTo(linksIn(mail.text, mail.html), linkPath);
      if (link) return { ...mail, link };
    }
    await sleep(POLL_MS);
  }
  const summary =
    seen.map((mail) => `  ${mail.to.join(',')}: ${mail.subject}`).join('\n') || '  (none)';
  throw new Error(
    `No mail to ${to}${subjectIncludes ? ` with subject containing "${subjectIncludes}"` : ''}` +
      `${linkPath ? ` linking to ${linkPath}` : ''} within ${timeoutMs} ms. Received:\n${summary}`,
  );
};
