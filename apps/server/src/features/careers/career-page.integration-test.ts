import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_SLUG_TAKEN } from '@hirelane/domain/careers/career-page.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit, COMPLETE_JOB } from '../projects/project.test-kit';
import { uploadLogo } from '../workspace-settings/workspace-settings.test-kit';
import { publish, setCareerPage, type Who } from './career-page.test-kit';

/** The career page's settings, publishing and public pages (issue 19, decision 039). */

let t: TestApp;
let kit: Kit;
let owner: Who;
let member: Who;
let outsider: Who;
let published: string;
let unpublished: string;
let archived: string;
let outsiderProject: string;

const EVIL_TITLE = '</script><script>alert("x")</script> Engineer';

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 91);
  owner = await kit.owner('careers-owner@example.com', 'Acme & Sons');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'careers-member@example.com');
  member = { cookie: mate.cookie, workspace: owner.workspace };
  outsider = await kit.owner('careers-outsider@example.com', 'Elsewhere');
  published = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Backend',
      job: { ...COMPLETE_JOB, title: EVIL_TITLE, remote_policy: 'remote' },
    })
  )._id;
  unpublished = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Secret',
      job: { title: 'Secret Role' },
    })
  )._id;
  archived = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Old',
      job: { title: 'Archived Role' },
    })
  )._id;
  outsiderProject = (
    await kit.createProject(outsider.cookie, outsider.workspace, {
      name: 'Theirs',
      job: { title: 'Their Role' },
    })
  )._id;
  await setCareerPage(t, owner, 'acme-jobs');
  await setCareerPage(t, outsider, 'elsewhere-jobs');
  await publish(t, owner, published);
  await publish(t, owner, archived);
  await publish(t, outsider, outsiderProject);
  const archiving = await call(t, 'PUT', `/api/project/archive/${archived}`, {
    ...owner,
    body: { archived: true },
  });
  expect(archiving.statusCode, archiving.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('career page settings', () => {
  it('reads back the address and the page path', async () => {
    const response = await call(t, 'GET', '/api/workspace/career-page', owner);
    expect(response.json().data).toEqual({
      slug: 'acme-jobs',
      enabled: true,
      brand_color: null,
      page_path: '/careers/acme-jobs',
    });
  });

  it('refuses a malformed address, switching on without one, and an address taken (409)', async () => {
    const put = (body: unknown, who: Who = owner) =>
      call(t, 'PUT', '/api/workspace/career-page', { ...who, body });
    expect((await put({ slug: 'Acme Jobs', enabled: true })).statusCode).toBe(422);
    expect((await put({ slug: '-acme', enabled: true })).statusCode).toBe(422);
    expect((await put({ slug: null, enabled: true })).statusCode).toBe(422);
    expect((await put({ slug: 'acme-jobs', enabled: true, brand_color: 'red;}' })).statusCode).toBe(
      422,
    );
    const taken = await put({ slug: 'elsewhere-jobs', enabled: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CAREER_SLUG_TAKEN);
    expect((await put({ slug: 'acme-jobs', enabled: true })).statusCode).toBe(200);
  });

  it('is changed by owners and admins only', async () => {
    const response = await call(t, 'PUT', '/api/workspace/career-page', {
      ...member,
      body: { slug: 'member-page', enabled: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('publishes a project only for who may edit its settings; another workspace gets 404', async () => {
    const byOutsider = await call(t, 'PUT', `/api/project/${published}/career-page`, {
      ...outsider,
      body: { published: false },
    });
    expect(byOutsider.statusCode).toBe(404);
    const byMember = await call(t, 'PUT', `/api/project/${published}/career-page`, {
      ...member,
      body: { published: false },
    });
    expect(byMember.statusCode).toBe(404);
    const read = await call(t, 'GET', `/api/project/${published}/career-page`, owner);
    expect(read.json().data).toEqual({
      published: true,
      page_path: `/careers/acme-jobs/${published}`,
    });
  });
});

describe('the public listing', () => {
  it('lists only the published, active projects of that workspace, as HTML with a strict CSP', async () => {
    const response = await call(t, 'GET', '/careers/acme-jobs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(response.body).toContain('Acme &amp; Sons careers');
    expect(response.body).toContain(`/careers/acme-jobs/${published}`);
    expect(response.body).toContain('Berlin · Remote · Full-time');
    expect(response.body).not.toContain('Secret Role');
    expect(response.body).not.toContain('Archived Role');
    expect(response.body).not.toContain('Their Role');
    expect(response.body).not.toContain('<script>alert');
  });

  it('shows the workspace logo through the page, and nothing once the page is off', async () => {
    expect((await call(t, 'GET', '/careers/acme-jobs/logo')).statusCode).toBe(404);
    const uploaded = await uploadLogo(t, owner);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const listing = await call(t, 'GET', '/careers/acme-jobs');
    expect(listing.body).toContain('src="/careers/acme-jobs/logo"');
    const logo = await call(t, 'GET', '/careers/acme-jobs/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    await setCareerPage(t, owner, 'acme-jobs', false);
    expect((await call(t, 'GET', '/careers/acme-jobs/logo')).statusCode).toBe(404);
    await setCareerPage(t, owner, 'acme-jobs');
  });

  it("uses the workspace's brand colour through a stylesheet of its own, with readable text", async () => {
    expect((await call(t, 'GET', '/careers/acme-jobs/theme.css')).statusCode).toBe(404);
    const saved = await call(t, 'PUT', '/api/workspace/career-page', {
      ...owner,
      body: { slug: 'acme-jobs', enabled: true, brand_color: '#FDE047' },
    });
    expect(saved.json().data).toMatchObject({ brand_color: '#fde047' });
    const listing = await call(t, 'GET', '/careers/acme-jobs');
    expect(listing.body).toContain('href="/careers/acme-jobs/theme.css?v=fde047"');
    const theme = await call(t, 'GET', '/careers/acme-jobs/theme.css?v=fde047');
    expect(theme.statusCode).toBe(200);
    expect(theme.headers['content-type']).toContain('text/css');
    expect(theme.body).toBe(':root{--brand:#fde047;--on-brand:#1c1917}\n');
    await setCareerPage(t, owner, 'acme-jobs');
    expect((await call(t, 'GET', '/careers/acme-jobs')).body).not.toContain('theme.css');
  });

  it('serves its one stylesheet, cacheable', async () => {
    const response = await call(t, 'GET', '/careers/_/style.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.headers['cache-control']).toContain('max-age');
    const again = await call(t, 'GET', '/careers/_/style.css', {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers the 404 page for an unknown, switched-off or malformed address, never the web app', async () => {
    const paths = [
      '/careers/no-such-team',
      '/careers/NOT_A_SLUG',
      `/careers/acme-jobs/${unpublished}`,
      `/careers/acme-jobs/${archived}`,
      `/careers/acme-jobs/${outsiderProject}`,
      `/careers/elsewhere-jobs/${published}`,
      '/careers/acme-jobs/not-a-uuid',
      '/careers/acme-jobs/a/b/c',
      '/careers',
    ];
    for (const path of paths) {
      const response = await call(t, 'GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(response.body, path).toContain('Page not found');
    }
    await setCareerPage(t, outsider, 'elsewhere-jobs', false);
    expect((await call(t, 'GET', '/careers/elsewhere-jobs')).statusCode).toBe(404);
    expect((await call(t, 'GET', `/careers/elsewhere-jobs/${outsiderProject}`)).statusCode).toBe(
      404,
    );
  });
});

describe('the job page', () => {
  it('escapes the job and carries JobPosting JSON-LD that parses and cannot break out', async () => {
    // datePosted is when the project was first published; publishing again keeps it.
    await t.pool.query(
      `update project set career_published_at = '2026-01-15T10:00:00Z' where id = $1`,
      [published],
    );
    await publish(t, owner, published);
    const response = await call(t, 'GET', `/careers/acme-jobs/${published}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
    const blocks = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.[1]).toBe(' type="application/ld+json"');
    const posting = JSON.parse(blocks[0]?.[2] ?? '') as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: EVIL_TITLE,
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { name: 'Acme' },
      url: `http://localhost:3000/careers/acme-jobs/${published}`,
      datePosted: '2026-01-15',
    });
    expect(response.body).toMatch(
      /<form method="post" action="\/careers\/acme-jobs\/[^"]+\/apply"/,
    );
    expect(response.body).toContain('name="website"');
    expect(response.body).toMatch(/name="started" value="\d+\.[\w-]+"/);
  });
});
