import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suppression } from '@hirelane/domain/candidates/erasure.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { buildPdfResume } from '../../../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../../../test/resume-fixtures/personas';
import { importCsv, waitForImport } from '../imports/csv/csv-import.test-kit';
import { importOf, uploadResumes } from '../imports/resumes/resume-import.test-kit';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { keepProviderProfiles } from '../search/provider-profile-store';
import type { ProviderProfile } from '../../integrations/people-data/people-data-provider';

/**
 * The suppression list an erasure leaves (decision 036): the erased person is refused by every
 * way back in (form, extension, CSV and resume imports, search saves) with the reason, another
 * workspace may still add them, and owners and admins see the list without personal data, find
 * an entry by e-mail and lift it.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let member: As;
let other: As;
let projectId: string;
let otherProjectId: string;
let suppressionId: string;

const EMAIL = 'ada.erased@example.com';
const LINKEDIN = 'https://www.linkedin.com/in/ada-erased';
const REASON =
  /^This person was erased on [A-Z][a-z]{2} \d{1,2}, \d{4} at their request; an admin can lift the suppression in Settings$/;

const manualAdd = (as: As, project: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/project/${project}/candidate/create`, {
    ...as,
    body: { first_name: 'Ada', last_name: 'Again', ...body },
  });

const extensionAdd = (as: As, project: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/project/${project}/candidate/add`, {
    ...as,
    body: { full_name: 'Ada Again', source: 'chrome_extension', ...body },
  });

const suppressions = async (as: As) => {
  const response = await call(t, 'GET', '/api/workspace/suppressions/list', as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { suppressions: Suppression[] }).suppressions;
};

const check = (as: As, email: string) =>
  call(t, 'POST', '/api/workspace/suppressions/check', { ...as, body: { email } });

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = campaignKit(t, 120);
  owner = await kit.owner('owner@suppress.test', 'Suppressing Talent');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'member@suppress.test');
  member = { cookie: mate.cookie, workspace: owner.workspace };
  other = await kit.owner('other@suppress.test', 'Other Talent');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Suppress' }))._id;
  otherProjectId = (await kit.createProject(other.cookie, other.workspace, { name: 'Other' }))._id;
  const added = await manualAdd(owner, projectId, {
    email: EMAIL,
    linkedin_url: LINKEDIN,
    phone_country: 'GB',
    phone_number: '7400 123456',
  });
  expect(added.statusCode, added.body).toBe(200);
  const candidateId = (added.json().data as { candidate_id: string }).candidate_id;
  const erased = await call(t, 'POST', `/api/candidate/${candidateId}/erase`, {
    ...owner,
    body: {},
  });
  expect(erased.statusCode, erased.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await closeSharedResumeParser();
});

describe('a suppressed person', () => {
  it('is refused by the Add candidate form, by e-mail, phone or LinkedIn, with the reason', async () => {
    for (const body of [
      { email: 'ADA.Erased@Example.com' },
      { linkedin_url: 'linkedin.com/in/Ada-Erased/' },
      { phone_country: 'GB', phone_number: '7400-123-456' },
    ]) {
      const response = await manualAdd(owner, projectId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().message).toMatch(REASON);
    }
  });

  it('is refused by the browser extension capture', async () => {
    const response = await extensionAdd(owner, projectId, { linkedin_url: LINKEDIN });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(REASON);
  });

  it('is skipped and counted by a CSV import, which imports everyone else', async () => {
    const { final } = await importCsv(
      t,
      owner,
      projectId,
      { Name: 'full_name', Email: 'email', Phone: 'phone' },
      `Name,Email,Phone\nAda Again,${EMAIL},\nNew Person,new.person@example.com,\nSame Phone,,+44 7400 123456\n`,
    );
    expect(final).toMatchObject({ status: 'completed', created: 1, suppressed: 2, rejected: 0 });
    const kept = await t.pool.query(
      `select email from candidate where workspace_id = $1 order by email`,
      [owner.workspace],
    );
    expect(kept.rows).toEqual([{ email: 'new.person@example.com' }]);
  });

  it('is refused by a resume import, the file saying why', async () => {
    // A workspace of its own, so the list below holds only the first erasure.
    const team = await kit.owner('resumes@suppress.test', 'Resume Talent');
    const project = (await kit.createProject(team.cookie, team.workspace, { name: 'CVs' }))._id;
    const resume = await buildPdfResume(personaById('michael-chen'), 'classic');
    const importResume = async () => {
      const uploaded = await uploadResumes(t, team, project, [
        { filename: 'michael.pdf', data: resume },
      ]);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return (await waitForImport(t, team, project, importOf(uploaded)._id, 60_000)).final;
    };
    const first = await importResume();
    const created = first.files[0]?.candidate_id;
    expect(first.files[0]).toMatchObject({ status: 'done', outcome: 'created' });
    const erased = await call(t, 'POST', `/api/candidate/${created ?? ''}/erase`, {
      ...team,
      body: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const again = await importResume();
    expect(again.files[0]).toMatchObject({ status: 'refused', candidate_id: null });
    // The refused resume is not kept: neither its stored file nor its bytes.
    const stored = await t.pool.query(
      `select f.id from import_file i join stored_file f on f.id = i.file_id
        where i.import_id = $1`,
      [again._id],
    );
    expect(stored.rowCount).toBe(0);
    const resumesLeft = await t.pool.query(
      `select count(*)::int as n from stored_file where workspace_id = $1`,
      [team.workspace],
    );
    expect(resumesLeft.rows[0]).toEqual({ n: 0 });
    expect(again.files[0]?.reason).toMatch(REASON);
    expect(again).toMatchObject({ status: 'completed', created: 0, rejected: 1 });
  });

  it('is skipped by a save of search results from the people-data provider', async () => {
    const profile = (id: string, linkedinUrl: string): ProviderProfile => ({
      providerId: id,
      fullName: `${id} Person`,
      firstName: id,
      lastName: 'Person',
      title: 'data engineer',
      company: 'stripe',
      city: 'berlin',
      country: 'germany',
      yearsOfExperience: 6,
      skills: ['python'],
      experience: [],
      education: [],
      linkedinUrl,
      hasEmail: true,
      hasPhone: false,
    });
    await keepProviderProfiles(t.app.db, owner.workspace, [
      profile('pdl-ada', 'https://de.linkedin.com/in/ADA-ERASED?trk=x'),
      profile('pdl-new', 'https://www.linkedin.com/in/someone-new'),
    ]);
    const response = await call(t, 'POST', `/api/project/${projectId}/search/save-candidates`, {
      ...owner,
      body: { provider_ids: ['pdl-ada', 'pdl-new'], target: 'shortlisted' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ added: 1, skipped_erased: 1 });
    expect(response.json().message).toContain('1 person erased at their request not saved.');
  });

  it('may still be added in another workspace', async () => {
    const response = await manualAdd(other, otherProjectId, { email: EMAIL });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await call(t, 'GET', '/api/workspace/suppressions/list', other);
    expect((listed.json().data as { suppressions: unknown[] }).suppressions).toEqual([]);
  });
});

describe('an add racing the erasure', () => {
  it('waits for the erasure and is refused, never bringing the person back', async () => {
    const email = 'race.person@example.com';
    const team = await kit.owner('race@suppress.test', 'Racing Talent');
    const project = (await kit.createProject(team.cookie, team.workspace, { name: 'Race' }))._id;
    const added = await manualAdd(team, project, { email });
    expect(added.statusCode, added.body).toBe(200);
    const candidateId = (added.json().data as { candidate_id: string }).candidate_id;
    // The erasure pauses after writing its suppression, still holding the person's row lock.
    await t.pool.query(`create function slow_erasure() returns trigger language plpgsql as $$
      begin perform pg_sleep(1.5); return new; end $$`);
    await t.pool.query(`create trigger slow_erasure after insert on suppression
      for each row execute function slow_erasure()`);
    try {
      const erasing = call(t, 'POST', `/api/candidate/${candidateId}/erase`, {
        ...team,
        body: {},
      });
      for (let tries = 0; tries < 100; tries += 1) {
        const sleeping = await t.pool.query(
          `select 1 from pg_stat_activity where query like '%suppression%' and wait_event = 'PgSleep'`,
        );
        if (sleeping.rowCount) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const racing = manualAdd(team, project, { email });
      const [erased, raced] = await Promise.all([erasing, racing]);
      expect(erased.statusCode, erased.body).toBe(200);
      expect(raced.statusCode, raced.body).toBe(422);
      expect(raced.json().message).toMatch(REASON);
    } finally {
      await t.pool.query('drop trigger slow_erasure on suppression');
      await t.pool.query('drop function slow_erasure()');
    }
    const left = await t.pool.query('select 1 from candidate where email = $1', [email]);
    expect(left.rowCount).toBe(0);
  });
});

describe('the suppression list', () => {
  it('shows owners when and by whom, the kinds hashed, and no personal data', async () => {
    const list = await suppressions(owner);
    expect(list).toHaveLength(1);
    const [entry] = list;
    expect(entry).toMatchObject({
      erased_by: { first_name: expect.any(String) as unknown },
      kinds: ['email', 'linkedin', 'phone'],
      lifted_at: null,
      lifted_by: null,
    });
    suppressionId = entry?._id ?? '';
    const raw = await call(t, 'GET', '/api/workspace/suppressions/list', owner);
    expect(raw.body).not.toMatch(/ada|7400/i);
  });

  it('is closed to members', async () => {
    for (const response of [
      await call(t, 'GET', '/api/workspace/suppressions/list', member),
      await check(member, EMAIL),
      await call(t, 'POST', `/api/workspace/suppressions/${suppressionId}/lift`, member),
    ])
      expect(response.statusCode).toBe(403);
  });

  it('finds the entry of a typed e-mail, and nothing for another', async () => {
    const found = await check(owner, ` ${EMAIL.toUpperCase()} `);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ suppression: { _id: suppressionId } });
    const none = await check(owner, 'someone.else@example.com');
    expect(none.json().data).toEqual({ suppression: null });
    const invalid = await check(owner, 'not an e-mail');
    expect(invalid.statusCode).toBe(422);
  });

  it('is lifted only in its own workspace; then the person may be added again', async () => {
    const foreign = await call(
      t,
      'POST',
      `/api/workspace/suppressions/${suppressionId}/lift`,
      other,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await manualAdd(owner, projectId, { email: EMAIL })).statusCode).toBe(422);

    const lifted = await call(
      t,
      'POST',
      `/api/workspace/suppressions/${suppressionId}/lift`,
      owner,
    );
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data).toMatchObject({
      suppression: { _id: suppressionId, lifted_by: { first_name: expect.any(String) as unknown } },
    });
    expect((await check(owner, EMAIL)).json().data).toEqual({ suppression: null });
    expect((await suppressions(owner))[0]?.lifted_at).not.toBeNull();
    const again = await manualAdd(owner, projectId, { email: EMAIL });
    expect(again.statusCode, again.body).toBe(200);
  });
});
