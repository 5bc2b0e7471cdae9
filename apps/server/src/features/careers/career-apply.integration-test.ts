import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneLengthMessage } from '@hirelane/domain/phone/validate-phone';
import { RESUME_UNSUPPORTED_TYPE } from '../../integrations/resume-parser/resume-refusal-reasons';
import { buildPngBytes } from '../../../test/resume-fixtures/build-bad-files';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../imports/csv/csv-import.test-kit';
import { pdfWithLines } from '../imports/resumes/resume-import.test-kit';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { CAREER_APPLICATIONS_PER_HOUR, CAREER_MESSAGES } from './career-page-routes';
import {
  apply,
  linksOf,
  publish,
  setCareerPage,
  startedAgo,
  validFields,
  type Who,
} from './career-page.test-kit';

/** POST /careers/{slug}/{projectId}/apply (issue 19, decision 039). */

let t: TestApp;
let kit: Kit;
let owner: Who;
let ria: string;
let other: string;
let jobPath: string;

const storedFileCount = async () =>
  Number((await t.pool.query<{ n: string }>('select count(*) as n from stored_file')).rows[0]?.n);

const candidateCount = async () =>
  Number(
    (
      await t.pool.query<{ n: string }>(
        'select count(*) as n from candidate where workspace_id = $1',
        [owner.workspace],
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 92);
  owner = await kit.owner('apply-owner@example.com', 'Apply Co');
  ria = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Ria',
      job: { title: 'Analyst' },
    })
  )._id;
  other = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Other' }))._id;
  await setCareerPage(t, owner, 'apply-co');
  await publish(t, owner, ria);
  jobPath = `/careers/apply-co/${ria}`;
});
afterAll(async () => {
  await closeSharedResumeParser();
  await t.close();
});

describe('an application', () => {
  it('lands in the pipeline as shortlisted with source career_page, the resume attached, and a confirmation mail', async () => {
    const resume = await pdfWithLines([
      'Grace Hopper',
      'grace@example.com',
      'Experience',
      'Rear Admiral, US Navy',
    ]);
    const response = await apply(t, jobPath, {
      fields: validFields(t),
      resume: { filename: 'grace.pdf', data: resume, contentType: 'application/pdf' },
      // A public form: a post from another site is allowed on this route.
      origin: 'https://jobs-board.example',
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`${jobPath}/thanks`);
    const links = await linksOf(t, owner.workspace, 'grace@example.com');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      project_id: ria,
      stage: 'shortlisted',
      source: 'career_page',
    });
    expect(links[0]?.phone_numbers).toEqual(['+44 7400123456']);
    expect(links[0]?.resume_file_id).not.toBeNull();
    const file = await t.pool.query(
      'select filename, content_type from stored_file where id = $1',
      [links[0]?.resume_file_id],
    );
    expect(file.rows[0]).toEqual({ filename: 'grace.pdf', content_type: 'application/pdf' });
    const mail = t.mails.find((sent) => sent.to === 'grace@example.com');
    expect(mail?.subject).toBe('We received your application: Analyst');
    const thanks = await call(t, 'GET', `${jobPath}/thanks`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you for applying');
  });

  it('merges into the person the workspace already has with that e-mail', async () => {
    const added = await call(t, 'POST', `/api/project/${other}/candidate/create`, {
      ...owner,
      body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const response = await apply(t, jobPath, {
      fields: validFields(t, {
        full_name: 'Ada King',
        email: 'ADA@example.com',
        phone_number: '',
        phone_country: '',
      }),
      ip: '10.77.0.2',
    });
    expect(response.statusCode, response.body).toBe(303);
    const links = await linksOf(t, owner.workspace, 'ada@example.com');
    expect(links.map((link) => link.project_id)).toEqual([other, ria]);
    expect(new Set(links.map((link) => link.candidate_id)).size).toBe(1);
    expect(links[1]).toMatchObject({ stage: 'shortlisted', source: 'career_page' });
  });

  it('accepts the url-encoded post of a form without a file', async () => {
    const body = new URLSearchParams(
      validFields(t, { email: 'plain@example.com', linkedin_url: '' }),
    ).toString();
    const response = await call(t, 'POST', `${jobPath}/apply`, {
      body,
      ip: '10.77.0.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(await linksOf(t, owner.workspace, 'plain@example.com')).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('answers a NUL character in a url-encoded form or in the address with the HTML page, not JSON', async () => {
    const body = new URLSearchParams(
      validFields(t, { email: 'nul@example.com', full_name: 'Ada\u0000 Lovelace' }),
    ).toString();
    const form = await call(t, 'POST', `${jobPath}/apply`, {
      body,
      ip: '10.77.0.4',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(422);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain(CAREER_MESSAGES.invalidForm);
    const page = await call(t, 'GET', `/careers/apply-co%00/${ria}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(await linksOf(t, owner.workspace, 'nul@example.com')).toEqual([]);
  });

  it('does not bring back a person erased at their request, without saying so on the public page', async () => {
    const added = await call(t, 'POST', `/api/project/${other}/candidate/create`, {
      ...owner,
      body: { first_name: 'Erin', last_name: 'Example', email: 'erin@example.com' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const candidateId = (added.json() as { data: { candidate_id: string } }).data.candidate_id;
    const erased = await call(t, 'POST', `/api/candidate/${candidateId}/erase`, {
      ...owner,
      body: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const before = await candidateCount();

    const response = await apply(t, jobPath, {
      fields: validFields(t, {
        full_name: 'Erin Example',
        email: 'Erin@Example.com',
        phone_number: '',
        phone_country: '',
        linkedin_url: '',
      }),
      ip: '10.77.0.9',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(CAREER_MESSAGES.suppressed);
    expect(response.body).not.toMatch(/erased|suppress/i);
    expect(await candidateCount()).toBe(before);
    expect(await linksOf(t, owner.workspace, 'erin@example.com')).toEqual([]);
  });

  it('re-renders the form with the errors (422), the values kept', async () => {
    const before = await candidateCount();
    const response = await apply(t, jobPath, {
      fields: validFields(t, {
        full_name: 'Kept "Name" <b>',
        email: 'not-an-email',
        phone_number: '12345',
        consent: '',
      }),
      ip: '10.77.0.4',
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('value="Kept &quot;Name&quot; &lt;b&gt;"');
    expect(response.body).toContain('Please enter a valid e-mail address.');
    expect(response.body).toContain(phoneLengthMessage(10));
    expect(response.body).toContain('Please agree that the team may keep your details');
    expect(response.body).toMatch(/<option\s+value="GB"\s+selected\s*>/);
    expect(await candidateCount()).toBe(before);
  });

  it('refuses a form whose consent box was left unticked (the browser sends no field)', async () => {
    const { consent: _unticked, ...fields } = validFields(t, { email: 'noconsent@example.com' });
    const response = await apply(t, jobPath, { fields, ip: '10.77.0.9' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Please agree that the team may keep your details');
    expect(await linksOf(t, owner.workspace, 'noconsent@example.com')).toEqual([]);
  });

  it('refuses a file the resume import refuses, with the form again and nothing stored', async () => {
    const before = await candidateCount();
    const files = await storedFileCount();
    const response = await apply(t, jobPath, {
      fields: validFields(t, { email: 'png@example.com' }),
      resume: { filename: 'photo.pdf', data: buildPngBytes(), contentType: 'application/pdf' },
      ip: '10.77.0.5',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(RESUME_UNSUPPORTED_TYPE.replaceAll("'", '&#39;'));
    expect(response.body).toContain(CAREER_MESSAGES.attachAgain);
    expect(response.body).toContain('value="png@example.com"');
    expect(await candidateCount()).toBe(before);
    expect(await storedFileCount()).toBe(files);
  });

  it('refuses a post with more files than the form has, with the form again', async () => {
    const pdf = Buffer.from(await pdfWithLines(['Two Files', 'two@example.com']));
    const { payload, contentType } = multipartBody([
      ...Object.entries(validFields(t, { email: 'two@example.com' })).map(([name, value]) => ({
        name,
        value,
      })),
      { name: 'resume', filename: 'a.pdf', contentType: 'application/pdf', data: pdf },
      { name: 'resume', filename: 'b.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const response = await call(t, 'POST', `${jobPath}/apply`, {
      body: payload,
      ip: '10.77.0.10',
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(CAREER_MESSAGES.invalidForm);
    expect(await linksOf(t, owner.workspace, 'two@example.com')).toEqual([]);
  });

  it('pretends success to a filled honeypot and stores nothing', async () => {
    const before = await candidateCount();
    const mails = t.mails.length;
    const response = await apply(t, jobPath, {
      fields: validFields(t, { email: 'bot@example.com', website: 'https://spam.example' }),
      ip: '10.77.0.6',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${jobPath}/thanks`);
    expect(await candidateCount()).toBe(before);
    expect(t.mails.length).toBe(mails);
  });

  it('refuses a form sent under three seconds after it was served, and a forged start', async () => {
    const fast = await apply(t, jobPath, {
      fields: validFields(t, { email: 'fast@example.com', started: startedAgo(t, 500) }),
      ip: '10.77.0.7',
    });
    expect(fast.statusCode).toBe(422);
    expect(fast.body).toContain(CAREER_MESSAGES.tooFast);
    const forged = await apply(t, jobPath, {
      fields: validFields(t, {
        email: 'fast@example.com',
        started: `${Date.now() - 60_000}.forged`,
      }),
      ip: '10.77.0.7',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.body).toContain(CAREER_MESSAGES.invalidForm);
    expect(await linksOf(t, owner.workspace, 'fast@example.com')).toEqual([]);
  });

  it('limits the applications of one IP per hour (429), other addresses still apply', async () => {
    await t.pool.query(
      `insert into public_tool_request (tool, ip) select 'career-application', '10.77.9.9' from generate_series(1, $1::int)`,
      [CAREER_APPLICATIONS_PER_HOUR],
    );
    const limited = await apply(t, jobPath, {
      fields: validFields(t, { email: 'limited@example.com' }),
      ip: '10.77.9.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain(CAREER_MESSAGES.rateLimited);
    expect(await linksOf(t, owner.workspace, 'limited@example.com')).toEqual([]);
    const fine = await apply(t, jobPath, {
      fields: validFields(t, { email: 'limited@example.com' }),
      ip: '10.77.9.10',
    });
    expect(fine.statusCode).toBe(303);
  });

  it('answers 404 for a project taken off the page', async () => {
    await publish(t, owner, ria, false);
    const response = await apply(t, jobPath, {
      fields: validFields(t, { email: 'late@example.com' }),
      ip: '10.77.0.8',
    });
    expect(response.statusCode).toBe(404);
    expect(await linksOf(t, owner.workspace, 'late@example.com')).toEqual([]);
    await publish(t, owner, ria, true);
  });
});
