import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A LinkedIn-shaped profile page, as the fixture site serves it under /in/<slug>. */
const profilePage = (slug: string, name: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${name} | LinkedIn</title>
<link rel="canonical" href="https://www.linkedin.com/in/${slug}/" /></head>
<body><main>
  <section class="artdeco-card pv-top-card">
    <h1 class="text-heading-xlarge">${name}</h1>
    <div class="text-body-medium break-words">Platform Engineer at Fixture Corp</div>
    <span class="text-body-small inline t-black--light">Lisbon, Portugal</span>
  </section>
  <section class="artdeco-card"><div id="experience"></div><ul>
    <li class="artdeco-list__item"><span aria-hidden="true">Platform Engineer</span>
      <span aria-hidden="true">Fixture Corp · Full-time</span>
      <span aria-hidden="true">Jan 2022 - Present · 3 yrs</span></li>
  </ul></section>
  <section class="artdeco-card"><div id="skills"></div><ul>
    <li class="artdeco-list__item"><span aria-hidden="true">Terraform</span></li>
  </ul></section>
</main></body></html>`;

export type FixtureSite = { origin: string; close: () => Promise<void> };

/**
 * A local stand-in for LinkedIn: the extension's test build lists its origin (and only that
 * build does, decision 044). GET /in/<slug>?name=<full name> answers a profile page.
 */
export const startProfileFixtureSite = async (): Promise<FixtureSite> => {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    const match = /^\/in\/([a-z0-9-]+)\/?$/.exec(url.pathname);
    if (!match?.[1]) {
      response.writeHead(404).end();
      return;
    }
    const name = (url.searchParams.get('name') ?? 'Fixture Person').replace(/[<>&"]/g, '');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(profilePage(match[1], name));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
