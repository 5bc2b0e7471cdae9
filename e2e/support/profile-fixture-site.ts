import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  messagingPage,
  profilePage,
  signInPage,
  type FixtureMember,
} from './linkedin-fixture-pages';

/** What the extension did on the fixture site (the pages post it to /__sent). */
export type SentOnSite = { kind: 'invitation'; profile: string; note: string | null };

export type FixtureSite = {
  origin: string;
  member: FixtureMember;
  /** Invitations sent on the site so far. */
  sent: () => SentOnSite[];
  close: () => Promise<void>;
};

const DEFAULT_MEMBER: FixtureMember = { name: 'Marta Fixture', slug: 'marta-fixture' };

/**
 * A local stand-in for LinkedIn: the extension's test build lists its origin (and only that
 * build does, decision 044). GET /in/<slug>?name=<full name> answers a profile page (the member
 * signed in is in its nav); GET /messaging/thread/<id>?from=<slug>&name=&text=&sent_at= a thread
 * where that person wrote; GET /login the sign-in page; POST /__sent records what a page sent.
 */
export const startProfileFixtureSite = async (
  member: FixtureMember = DEFAULT_MEMBER,
): Promise<FixtureSite> => {
  const sent: SentOnSite[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    const html = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (request.method === 'POST' && url.pathname === '/__sent') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        sent.push(JSON.parse(body) as SentOnSite);
        response.writeHead(204).end();
      });
      return;
    }
    const profile = /^\/in\/([a-z0-9-]+)\/?$/.exec(url.pathname);
    if (profile?.[1]) {
      const name = url.searchParams.get('name') ?? 'Fixture Person';
      return html(profilePage(profile[1], name, member));
    }
    if (/^\/messaging\/thread\/[a-z0-9-]+\/?$/.test(url.pathname)) {
      const from = url.searchParams.get('from') ?? '';
      if (!/^[a-z0-9-]+$/.test(from)) return response.writeHead(400).end();
      return html(
        messagingPage(
          from,
          url.searchParams.get('name') ?? 'Fixture Person',
          url.searchParams.get('text') ?? 'Hello',
          url.searchParams.get('sent_at') ?? new Date().toISOString(),
          member,
        ),
      );
    }
    if (url.pathname === '/login') return html(signInPage());
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    member,
    sent: () => [...sent],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
