import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';

/** The pipeline table: filters, free text, custom fields and their filters, sorting, paging, saved filters. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;
const byName: Record<string, string> = {};
let score: CustomField;
let level: CustomField;
let start: CustomField;

const base = () => `/api/project/${projectId}`;

const page = async (query: string) => {
  const response = await call(t, 'GET', `${base()}/pipeline/candidates${query}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: PipelineCandidate[]; total: number };
};
const names = async (query: string) => (await page(query)).items.map((item) => item.full_name);

const createField = async (body: object) => {
  const response = await call(t, 'POST', `${base()}/custom-fields/create`, { ...owner, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CustomField;
};

const setValues = (candidate: string, values: Record<string, unknown>) =>
  call(t, 'PUT', `${base()}/candidate/${byName[candidate]}/custom-values`, {
    ...owner,
    body: { values },
  });

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 65);
  owner = await kit.owner('table@example.com');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Table' }))._id;
  const people = [
    {
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      designation: 'Engineer',
      current_company: 'Engines',
      source: 'csv',
    },
    {
      full_name: 'Bob Marley',
      email: 'bob@example.com',
      designation: 'Musician',
      current_company: 'Wailers',
      source: 'resume',
    },
    {
      full_name: 'carl Sagan',
      email: 'carl@cosmos.org',
      designation: 'Astronomer',
      current_company: 'Cornell',
      source: 'csv',
    },
    {
      full_name: 'Dana 100%_Real',
      email: 'dana@example.com',
      designation: 'Engineer',
      current_company: 'Acme',
      source: 'chrome_extension',
    },
  ];
  for (const person of people) {
    byName[person.full_name] = (
      await kit.addCandidate(owner.cookie, owner.workspace, projectId, person)
    ).candidate_id;
  }
  await kit.move(owner.cookie, owner.workspace, projectId, {
    candidate_ids: [byName['Bob Marley'] ?? ''],
    to_stage: 'in_campaign',
    sub_stage: 'engaging',
  });
  score = await createField({ name: 'Score', type: 'number' });
  level = await createField({
    name: 'Level',
    type: 'single_select',
    options: ['Junior', 'Senior'],
  });
  start = await createField({ name: 'Start', type: 'date' });
});
afterAll(async () => {
  await t.close();
});

describe('pipeline candidates', () => {
  it('lists everyone newest first with the row shape and the total', async () => {
    const { items, total } = await page('');
    expect(total).toBe(4);
    expect(items.map((item) => item.full_name)).toEqual([
      'Dana 100%_Real',
      'carl Sagan',
      'Bob Marley',
      'Ada Lovelace',
    ]);
    expect(items[2]).toMatchObject({
      _id: byName['Bob Marley'],
      email: 'bob@example.com',
      designation: 'Musician',
      current_company: 'Wailers',
      source: 'resume',
      stage: 'in_campaign',
      sub_stage: 'engaging',
      custom_values: {},
    });
  });

  it('filters by stage, sub-stage, source and free text (wildcards literal)', async () => {
    expect(await names('?stage=in_campaign')).toEqual(['Bob Marley']);
    expect(await names('?stage=in_campaign&sub_stage=new')).toEqual([]);
    expect(await names('?stage=shortlisted&source=csv')).toEqual(['carl Sagan', 'Ada Lovelace']);
    expect(await names('?q=ENGINE')).toEqual(['Dana 100%_Real', 'Ada Lovelace']);
    expect(await names('?q=cosmos.org')).toEqual(['carl Sagan']);
    expect(await names('?q=100%25_')).toEqual(['Dana 100%_Real']);
    expect(await names('?q=%25')).toEqual(['Dana 100%_Real']);
    expect(
      (await call(t, 'GET', `${base()}/pipeline/candidates?stage=nowhere`, owner)).statusCode,
    ).toBe(422);
  });

  it('sorts by any column both ways, case-insensitively, and pages with the total', async () => {
    expect(await names('?sort=full_name&order=asc')).toEqual([
      'Ada Lovelace',
      'Bob Marley',
      'carl Sagan',
      'Dana 100%_Real',
    ]);
    expect(await names('?sort=current_company&order=desc&limit=2')).toEqual([
      'Bob Marley',
      'Ada Lovelace',
    ]);
    const second = await page('?sort=full_name&order=asc&offset=2&limit=1');
    expect([second.total, second.items.map((item) => item.full_name)]).toEqual([4, ['carl Sagan']]);
    expect((await page('?offset=10')).items).toEqual([]);
  });
});

describe('custom fields and values', () => {
  it('stores values checked against their field, 422 per field otherwise', async () => {
    const ok = await setValues('Ada Lovelace', {
      [score._id]: 9,
      [level._id]: 'Senior',
      [start._id]: '2025-03-01',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({
      custom_values: { [score._id]: 9, [level._id]: 'Senior', [start._id]: '2025-03-01' },
    });
    expect(
      (await setValues('Bob Marley', { [score._id]: '4', [level._id]: 'Junior' })).statusCode,
    ).toBe(200);
    expect(
      (await setValues('carl Sagan', { [score._id]: 6, [start._id]: '2025-09-15' })).statusCode,
    ).toBe(200);
    const bad = await setValues('Dana 100%_Real', {
      [score._id]: 'many',
      [level._id]: 'Lead',
      'not-a-field': 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { path: `values.${score._id}`, message: 'Score must be a number.' },
      { path: `values.${level._id}`, message: 'Level must be one of: Junior, Senior.' },
      { path: 'values.not-a-field', message: 'Unknown custom field.' },
    ]);
    const cleared = await setValues('carl Sagan', { [start._id]: null });
    expect(cleared.json().data).toEqual({ custom_values: { [score._id]: 6 } });
  });

  it('filters on custom values: exact, number ranges and date ranges', async () => {
    expect(await names(`?cf.${level._id}=Senior`)).toEqual(['Ada Lovelace']);
    expect(await names(`?cf.${score._id}=5..`)).toEqual(['carl Sagan', 'Ada Lovelace']);
    expect(await names(`?cf.${score._id}=..6&sort=full_name&order=asc`)).toEqual([
      'Bob Marley',
      'carl Sagan',
    ]);
    expect(await names(`?cf.${score._id}=4`)).toEqual(['Bob Marley']);
    expect(await names(`?cf.${start._id}=2025-01-01..2025-06-30`)).toEqual(['Ada Lovelace']);
    const unknown = await call(
      t,
      'GET',
      `${base()}/pipeline/candidates?cf.${crypto.randomUUID()}=1`,
      owner,
    );
    expect(unknown.statusCode).toBe(422);
    const malformed = await call(
      t,
      'GET',
      `${base()}/pipeline/candidates?cf.${score._id}=a..b`,
      owner,
    );
    expect(malformed.json().errors).toEqual([
      { path: `cf.${score._id}`, message: 'Score: use a number or a range like 10..20.' },
    ]);
  });

  it('filters text fields by a case-insensitive contains with ~, % and _ taken literally', async () => {
    const notes = await createField({ name: 'Notes', type: 'text' });
    await setValues('Ada Lovelace', { [notes._id]: 'Relocating to BERLIN' });
    await setValues('Bob Marley', { [notes._id]: 'Remote only, 100% sure' });
    await setValues('carl Sagan', { [notes._id]: 'Remote_first' });
    expect(await names(`?cf.${notes._id}=~berlin`)).toEqual(['Ada Lovelace']);
    expect(await names(`?cf.${notes._id}=${encodeURIComponent('~100%')}`)).toEqual(['Bob Marley']);
    expect(await names(`?cf.${notes._id}=~e_f`)).toEqual(['carl Sagan']);
    // Taken as wildcards, these would match "Remote only" and "Relocating".
    expect(await names(`?cf.${notes._id}=~e_o`)).toEqual([]);
    expect(await names(`?cf.${notes._id}=${encodeURIComponent('~e%l')}`)).toEqual([]);
    expect(await names(`?cf.${notes._id}=berlin`)).toEqual([]);
    const removed = await call(t, 'PUT', `${base()}/custom-fields/delete/${notes._id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('lists the fields with the stages, renames, prunes removed options, refuses type changes', async () => {
    const stages = await call(t, 'GET', `${base()}/pipeline/stages`, owner);
    const fields = (stages.json().data as { custom_fields: CustomField[] }).custom_fields;
    expect(fields.map((field) => [field.name, field.type, field.position])).toEqual([
      ['Score', 'number', 0],
      ['Level', 'single_select', 1],
      ['Start', 'date', 2],
    ]);
    const update = (fieldId: string, body: object) =>
      call(t, 'PUT', `${base()}/custom-fields/update/${fieldId}`, { ...owner, body });
    const renamed = await update(level._id, {
      name: 'Seniority',
      type: 'single_select',
      options: ['Junior', 'Staff'],
    });
    expect(renamed.json().data).toMatchObject({ name: 'Seniority', options: ['Junior', 'Staff'] });
    expect(await names(`?cf.${level._id}=Senior`)).toEqual([]);
    expect(await names(`?cf.${level._id}=Junior`)).toEqual(['Bob Marley']);
    const retype = await update(score._id, { name: 'Score', type: 'text' });
    expect(retype.statusCode).toBe(422);
    expect(retype.json().message).toBe('The type of a custom field cannot be changed.');
  });

  it('deletes a field with its values; at most 50 fields per project', async () => {
    const removed = await call(t, 'PUT', `${base()}/custom-fields/delete/${score._id}`, owner);
    expect(removed.json()).toEqual({ success: true, message: 'Score was deleted.' });
    const values = (await page('?sort=full_name&order=asc')).items.map(
      (item) => item.custom_values,
    );
    // Ada's "Senior" went with the option; Score went with the field.
    expect(values).toEqual([{ [start._id]: '2025-03-01' }, { [level._id]: 'Junior' }, {}, {}]);
    expect(
      (await call(t, 'PUT', `${base()}/custom-fields/delete/${score._id}`, owner)).statusCode,
    ).toBe(404);
    for (let index = 0; index < 48; index += 1)
      await createField({ name: `Field ${index}`, type: 'text' });
    const tooMany = await call(t, 'POST', `${base()}/custom-fields/create`, {
      ...owner,
      body: { name: 'One more', type: 'text' },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('A project has at most 50 custom fields.');
  });
});

describe('saved searches and filters', () => {
  it('saves both kinds, lists them (optionally by kind) and deletes', async () => {
    const save = (name: string, kind: string) =>
      call(t, 'POST', `${base()}/search/save`, {
        ...owner,
        body: { name, kind, query: { stage: 'in_campaign', q: 'bob' } },
      });
    const pipeline = (await save('Engaged Bobs', 'pipeline')).json().data as SavedSearch;
    expect(pipeline).toMatchObject({ name: 'Engaged Bobs', kind: 'pipeline', query: { q: 'bob' } });
    await save('Talent search', 'search');
    const list = async (query = '') =>
      (
        (await call(t, 'GET', `${base()}/search/list${query}`, owner)).json().data as SavedSearch[]
      ).map((search) => search.name);
    expect(await list()).toEqual(['Talent search', 'Engaged Bobs']);
    expect(await list('?kind=pipeline')).toEqual(['Engaged Bobs']);
    expect(
      (await kit.getProject(owner.cookie, owner.workspace, projectId)).saved_searches,
    ).toHaveLength(2);
    const deleted = await call(t, 'PUT', `${base()}/search/delete/${pipeline._id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(await list()).toEqual(['Talent search']);
    expect(
      (await call(t, 'PUT', `${base()}/search/delete/${pipeline._id}`, owner)).statusCode,
    ).toBe(404);
  });
});
