import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewValues } from '@hirelane/domain/campaigns/step-preview.schema';
import {
  CANDIDATE_VARIABLES,
  SENDER_AND_JOB_VARIABLES,
  SCHEDULING_LINK_PREVIEW,
  SCHEDULING_LINK_VARIABLE,
} from '@hirelane/domain/campaigns/template-variables';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { COMPLETE_JOB } from '../../projects/project.test-kit';
import { campaignKit, type As } from '../campaign.test-kit';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let project: { _id: string; linked_campaign: string };
let ada: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 94);
  owner = await kit.owner('preview-owner@example.com', 'Northwind Talent');
  await t.pool.query(
    `update "user" set first_name = 'Pat', last_name = 'Sender' where email = 'preview-owner@example.com'`,
  );
  project = await kit.createProject(owner.cookie, owner.workspace, {
    name: 'Preview',
    job: COMPLETE_JOB,
  });
  ada = (
    await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      current_company: 'Analytical Engines',
      phone_numbers: ['+44 20 7946 0000', '+44 20 7946 0001'],
      skills: ['Maths', 'Poetry', 'Engines', 'Looms'],
    })
  ).candidate_id;
  bob = (await kit.addCandidate(owner.cookie, owner.workspace, project._id, { first_name: 'Bob' }))
    .candidate_id;
});
afterAll(async () => {
  await t.close();
});

const preview = (as: As, query = '', campaignId = project.linked_campaign) =>
  call(t, 'GET', `/api/campaign/${campaignId}/preview-values${query}`, as);

describe('GET /api/campaign/{campaignID}/preview-values', () => {
  it('defaults to the most recently added candidate, with missing values null', async () => {
    const response = await preview(owner);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as PreviewValues;
    expect(data.candidate).toEqual({ _id: bob, full_name: 'Bob' });
    expect(data.candidates).toEqual([
      { _id: bob, full_name: 'Bob' },
      { _id: ada, full_name: 'Ada Lovelace' },
    ]);
    expect(Object.keys(data.values).sort()).toEqual(
      [
        ...SENDER_AND_JOB_VARIABLES.map((variable) => variable.name),
        ...CANDIDATE_VARIABLES,
        SCHEDULING_LINK_VARIABLE,
      ].sort(),
    );
    expect(data.values).toMatchObject({
      first_name: 'Bob',
      last_name: null,
      email: null,
      phone_number: null,
      skills: null,
      sender_email: null,
    });
  });

  it('fills sender, job and candidate values: one phone, three skills joined with "and"', async () => {
    await t.pool.query(
      `update campaign set config = '{"from_email": "pat@northwind.example", "from_linkedin": null}' where id = $1`,
      [project.linked_campaign],
    );
    const data = (await preview(owner, `?candidate_id=${ada}`)).json().data as PreviewValues;
    expect(data.candidate).toEqual({ _id: ada, full_name: 'Ada Lovelace' });
    expect(data.values).toEqual({
      sender_first_name: 'Pat',
      sender_last_name: 'Sender',
      sender_full_name: 'Pat Sender',
      sender_email: 'pat@northwind.example',
      sender_company: 'Northwind Talent',
      job_title: 'Senior Backend Engineer',
      job_location: 'Berlin',
      company_name: 'Acme',
      job_salary: '€80,000 – €100,000 per year',
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      current_company: 'Analytical Engines',
      designation: null,
      email: 'ada@example.com',
      linkedin_url: null,
      phone_number: '+44 20 7946 0000',
      current_city: null,
      country: null,
      normalized_title: null,
      skills: 'Maths, Poetry and Engines',
      // Made per candidate at send time (decision 049); the preview shows where it goes.
      scheduling_link: SCHEDULING_LINK_PREVIEW,
    });
  });

  it('answers null values and no candidate for a project without people or salary', async () => {
    const empty = await kit.createProject(owner.cookie, owner.workspace, { name: 'Empty' });
    const data = (await preview(owner, '', empty.linked_campaign)).json().data as PreviewValues;
    expect(data.candidate).toBeNull();
    expect(data.candidates).toEqual([]);
    expect(data.values).toMatchObject({
      job_title: 'Engineer',
      job_salary: null,
      company_name: null,
    });
    for (const name of CANDIDATE_VARIABLES) expect(data.values[name]).toBeNull();
  });

  it('answers 404 for a person outside the project and lets a collaborator preview', async () => {
    const other = await kit.createProject(owner.cookie, owner.workspace, { name: 'Other' });
    const outsider = (
      await kit.addCandidate(owner.cookie, owner.workspace, other._id, { first_name: 'Olga' })
    ).candidate_id;
    const missing = await preview(owner, `?candidate_id=${outsider}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Candidate not found.');
    expect((await preview(owner, '?candidate_id=nope')).statusCode).toBe(422);

    const collaborator = await kit.shareWith(
      owner,
      project._id,
      'preview-collab@example.com',
      'collaborator',
    );
    const theirs = await preview(collaborator, `?candidate_id=${ada}`);
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json().data as PreviewValues).values.sender_email).toBe('pat@northwind.example');
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'preview-mate@example.com');
    expect((await preview({ cookie: mate.cookie, workspace: owner.workspace })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/campaign/template-variables', () => {
  it('lists the sender and job definitions and the candidate fields with labels', async () => {
    const response = await call(t, 'GET', '/api/campaign/template-variables', owner);
    const data = response.json().data as {
      definitions: unknown[];
      candidate_fields: Array<{ name: string; label: string }>;
    };
    expect(data.definitions).toEqual(SENDER_AND_JOB_VARIABLES);
    expect(data.candidate_fields.map((field) => field.name)).toEqual([
      ...CANDIDATE_VARIABLES,
      SCHEDULING_LINK_VARIABLE,
    ]);
    expect(data.candidate_fields).toContainEqual({ name: 'phone_number', label: 'Phone number' });
  });
});
