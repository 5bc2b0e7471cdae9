import { call, type TestApp, type TestResponse } from '../../../test/test-app';

/**
 * The victim's project for the tenant-isolation walk: a project with a candidate (with a
 * resume), a custom field with a value, a saved search and a note.
 */
const ok = <T>(response: TestResponse): T => {
  if (response.statusCode !== 200) throw new Error(`victim setup failed: ${response.body}`);
  return response.json().data as T;
};

export const createVictimProject = async (t: TestApp, cookie: string, workspace: string) => {
  const as = { cookie, workspace };
  const created = await call(t, 'POST', '/api/project/create', {
    ...as,
    body: { name: 'Victim Pipeline', job: { title: 'Victim Engineer' } },
  });
  const project = ok<{ _id: string; linked_job: string; linked_campaign: string }>(created);
  const base = `/api/project/${project._id}`;
  const added = await call(t, 'POST', `${base}/candidate/add`, {
    ...as,
    body: { full_name: 'Grace Victim', email: 'grace.victim@example.com', source: 'csv' },
  });
  const candidateId = ok<{ candidate_id: string }>(added).candidate_id;
  const field = await call(t, 'POST', `${base}/custom-fields/create`, {
    ...as,
    body: { name: 'Notice period', type: 'text' },
  });
  const fieldId = ok<{ _id: string }>(field)._id;
  const value = await call(t, 'PUT', `${base}/candidate/${candidateId}/custom-values`, {
    ...as,
    body: { values: { [fieldId]: 'Three months' } },
  });
  ok(value);
  const search = await call(t, 'POST', `${base}/search/save`, {
    ...as,
    body: { name: 'Victim search', kind: 'pipeline', query: { stage: 'all' } },
  });
  const note = await call(t, 'POST', `/api/candidate/${candidateId}/notes/add`, {
    ...as,
    body: { body: 'Victim note', project_id: project._id },
  });
  ok(note);
  const stored = await t.app.storage.put(
    `test/${candidateId}.pdf`,
    Buffer.from('%PDF-1.4 Grace Victim'),
  );
  const file = await t.pool.query<{ id: string }>(
    `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
     values ($1, $2, 'grace.pdf', 'application/pdf', $3, $4) returning id`,
    [workspace, stored.key, stored.size, stored.sha256],
  );
  await t.pool.query('update candidate set resume_file_id = $1 where id = $2', [
    file.rows[0]?.id,
    candidateId,
  ]);
  return {
    victimProjectId: project._id,
    victimJobId: project.linked_job,
    victimCampaignId: project.linked_campaign,
    victimCandidateId: candidateId,
    victimFieldId: fieldId,
    victimSearchId: ok<{ _id: string }>(search)._id,
  };
};
