import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_DEFAULT_ID } from '@hirelane/domain/extension/extension-key';
import { MIN_EXTENSION_VERSION } from '@hirelane/domain/extension/presence';
import { call, createTestApp, type TestApp, type TestResponse } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';

/** The browser extension's API (decision 044): context, lookup and save, and its origin. */

const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_DEFAULT_ID}`;

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let member: { cookie: string; workspace: string };
let project: string;
let hidden: string;

const PROFILE = {
  full_name: 'Jane Doe',
  headline: 'Senior Backend Engineer at Acme',
  current_title: 'Senior Backend Engineer',
  current_company: 'Acme GmbH',
  location: 'Berlin, Berlin, Germany',
  linkedin_url: 'https://www.linkedin.com/in/jane-doe-12',
  github_url: null,
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'Acme GmbH',
      location: null,
      start_date: '2021-03',
      end_date: null,
      is_current: true,
      description: '',
    },
  ],
  education: [],
  skills: ['Go', 'PostgreSQL'],
};

type Saved = { candidate_id: string; outcome: string; added_to_campaign: boolean };
type Lookup = { candidate_id: string | null; projects: { _id: string }[] };

const dataOf = <T>(response: TestResponse) => (response.json() as { data: T }).data;
const messageOf = (response: TestResponse) => (response.json() as { message: string }).message;

const fromExtension = (
  who: { cookie: string; workspace?: string },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) =>
  call(t, method, path, {
    cookie: who.cookie,
    ...(who.workspace ? { workspace: who.workspace } : {}),
    headers: { origin: EXTENSION_ORIGIN },
    body,
  });

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 144);
  owner = await kit.owner('ext-owner@example.com', 'Extension Team');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'ext-member@example.com');
  member = { cookie: mate.cookie, workspace: owner.workspace };
  project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend hires' }))._id;
  hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Secret search' }))._id;
  const shared = await call(t, 'POST', `/api/project/${project}/members/add`, {
    ...owner,
    body: { members: [{ _id: mate.memberId, role: 'collaborator' }] },
  });
  expect(shared.statusCode, shared.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/extension/context', () => {
  it("gives the signed-in member's current workspace and only the projects they may see", async () => {
    const response = await fromExtension(
      { cookie: member.cookie },
      'GET',
      '/api/extension/context',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toEqual({
      user: {
        first_name: expect.any(String) as string,
        last_name: expect.any(String) as string,
        email: 'ext-member@example.com',
      },
      workspace: { _id: owner.workspace, name: 'Extension Team' },
      projects: [{ _id: project, name: 'Backend hires' }],
      min_extension_version: MIN_EXTENSION_VERSION,
    });
    expect(response.headers['access-control-allow-origin']).toBe(EXTENSION_ORIGIN);
  });

  it('answers 401 without the app session: signing out of the app signs the extension out', async () => {
    const response = await fromExtension({ cookie: '' }, 'GET', '/api/extension/context');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/extension/profiles', () => {
  it('creates the person as shortlisted with source chrome_extension, then merges by LinkedIn URL', async () => {
    const saved = await fromExtension(member, 'POST', '/api/extension/profiles', {
      project_id: project,
      profile: PROFILE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Saved to the project.',
      data: { outcome: 'created', added_to_campaign: false },
    });
    const id = dataOf<Saved>(saved).candidate_id;
    const link = await t.pool.query(
      'select stage, source from project_candidate where project_id = $1 and candidate_id = $2',
      [project, id],
    );
    expect(link.rows).toEqual([{ stage: 'shortlisted', source: 'chrome_extension' }]);
    const person = await t.pool.query(
      'select first_name, last_name, current_company, designation, current_city, country, linkedin_key, skills from candidate where id = $1',
      [id],
    );
    expect(person.rows[0]).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      current_company: 'Acme GmbH',
      designation: 'Senior Backend Engineer',
      current_city: 'Berlin',
      country: 'Germany',
      linkedin_key: 'linkedin.com/in/jane-doe-12',
      skills: ['Go', 'PostgreSQL'],
    });

    const other = await fromExtension(owner, 'POST', '/api/extension/profiles', {
      project_id: hidden,
      profile: { ...PROFILE, linkedin_url: 'https://uk.linkedin.com/in/Jane-Doe-12/?trk=x' },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(dataOf(other)).toMatchObject({ candidate_id: id, outcome: 'merged' });
  });

  it('adds the person to the campaign through the pipeline move', async () => {
    const saved = await fromExtension(member, 'POST', '/api/extension/profiles', {
      project_id: project,
      profile: {
        ...PROFILE,
        full_name: 'Camp Aign',
        linkedin_url: 'https://www.linkedin.com/in/camp-aign',
      },
      add_to_campaign: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf<Saved>(saved).added_to_campaign).toBe(true);
    const id = dataOf<Saved>(saved).candidate_id;
    const rows = await t.pool.query(
      `select pc.stage, (select count(*)::int from campaign_enrollment e where e.candidate_id = pc.candidate_id) as enrolled
         from project_candidate pc where pc.project_id = $1 and pc.candidate_id = $2`,
      [project, id],
    );
    expect(rows.rows).toEqual([{ stage: 'in_campaign', enrolled: 1 }]);
  });

  it('refuses an erased person with the reason of decision 036', async () => {
    const saved = await fromExtension(owner, 'POST', '/api/extension/profiles', {
      project_id: project,
      profile: {
        ...PROFILE,
        full_name: 'Era Sed',
        linkedin_url: 'https://www.linkedin.com/in/era-sed',
      },
    });
    const id = dataOf<Saved>(saved).candidate_id;
    const erased = await call(t, 'POST', `/api/candidate/${id}/erase`, { ...owner, body: {} });
    expect(erased.statusCode, erased.body).toBe(200);
    const again = await fromExtension(member, 'POST', '/api/extension/profiles', {
      project_id: project,
      profile: {
        ...PROFILE,
        full_name: 'Era Sed',
        linkedin_url: 'https://linkedin.com/in/era-sed/',
      },
    });
    expect(again.statusCode).toBe(422);
    expect(messageOf(again)).toMatch(/^This person was erased on .+ at their request/);
  });

  it('answers 422 with the zod message for a profile without a name or URL', async () => {
    const response = await fromExtension(member, 'POST', '/api/extension/profiles', {
      project_id: project,
      profile: { full_name: 'No Url' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('The profile URL is required.');
  });

  it('answers 404 for a project the member may not see', async () => {
    const response = await fromExtension(member, 'POST', '/api/extension/profiles', {
      project_id: hidden,
      profile: { ...PROFILE, linkedin_url: 'https://www.linkedin.com/in/someone-new' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/extension/lookup', () => {
  it('finds the person by any form of the LinkedIn URL, with only the visible projects', async () => {
    const asMember = await fromExtension(member, 'POST', '/api/extension/lookup', {
      linkedin_url: 'linkedin.com/in/JANE-DOE-12',
    });
    expect(asMember.statusCode, asMember.body).toBe(200);
    expect(dataOf<Lookup>(asMember).projects).toEqual([
      { _id: project, name: 'Backend hires', stage: 'shortlisted' },
    ]);
    const asOwner = await fromExtension(owner, 'POST', '/api/extension/lookup', {
      linkedin_url: 'https://www.linkedin.com/in/jane-doe-12',
    });
    const seen = dataOf<Lookup>(asOwner).projects.map((p) => p._id);
    expect(seen.sort()).toEqual([project, hidden].sort());
  });

  it('answers not found for an unknown person and for a GitHub page without a LinkedIn link', async () => {
    for (const body of [
      { linkedin_url: 'https://www.linkedin.com/in/nobody-here' },
      { github_url: 'https://github.com/octo-cat' },
    ]) {
      const response = await fromExtension(member, 'POST', '/api/extension/lookup', body);
      expect(response.statusCode, response.body).toBe(200);
      expect(dataOf(response)).toEqual({ candidate_id: null, projects: [] });
    }
  });
});

describe('origins', () => {
  it("accepts the extension's origin on its routes only", async () => {
    const other = await call(t, 'POST', `/api/project/${project}/candidate/add`, {
      ...owner,
      headers: { origin: EXTENSION_ORIGIN },
      body: { full_name: 'Not Here', source: 'chrome_extension' },
    });
    expect(other.statusCode).toBe(403);
    const stranger = await call(t, 'POST', '/api/extension/lookup', {
      ...owner,
      headers: { origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' },
      body: { linkedin_url: 'https://www.linkedin.com/in/jane-doe-12' },
    });
    expect(stranger.statusCode).toBe(403);
  });
});
