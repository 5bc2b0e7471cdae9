import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { multipartBody, uploadCsv } from './csv/csv-import.test-kit';

/**
 * Probes for the import routes (spread into PROBES): the outsider names the victim's workspace
 * (403, not a member) or their own workspace with the victim's project and import ids (404).
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_FILE = 'victim-people.csv';
const VICTIM_EMAIL = 'grace.victim.import@example.com';

const victimImports = new WeakMap<TestApp, Promise<string>>();

/** One import in the victim's project, uploaded by the victim (no worker runs: it stays queued). */
const victimImportId = (t: TestApp, w: World): Promise<string> => {
  let found = victimImports.get(t);
  if (!found) {
    found = uploadCsv(
      t,
      { cookie: w.victimCookie, workspace: w.victimWorkspace },
      w.victimProjectId,
      { Name: 'full_name', Email: 'email' },
      `Name,Email\nGrace Victim,${VICTIM_EMAIL}\n`,
      VICTIM_FILE,
    ).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { _id: string })._id;
    });
    victimImports.set(t, found);
  }
  return found;
};

const expectNoVictimData = (response: TestResponse, w: World, importId?: string) => {
  for (const secret of [w.victimMemberId, VICTIM_FILE, VICTIM_EMAIL, 'victim@example.com'])
    expect(response.body).not.toContain(secret);
  if (importId) expect(response.body).not.toContain(importId);
};

const bothWays = async (
  t: TestApp,
  w: World,
  method: InjectOptions['method'],
  url: string,
  importId?: string,
) => {
  const direct = await call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
  });
  expect(direct.statusCode, `${url} via victim workspace`).toBe(403);
  const viaOwn = await call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
  });
  expect(viaOwn.statusCode, `${url} via own workspace`).toBe(404);
  for (const response of [direct, viaOwn]) expectNoVictimData(response, w, importId);
};

const importCountOf = async (t: TestApp, projectId: string) => {
  const result = await t.pool.query(
    'select count(*)::int as n from import_job where project_id = $1',
    [projectId],
  );
  return (result.rows[0] as { n: number }).n;
};

export const IMPORT_PROBES: Record<string, Probe> = {
  'POST /api/project/:id/import/csv': async (t, w) => {
    await victimImportId(t, w);
    const before = await importCountOf(t, w.victimProjectId);
    const file = 'Name,Email\nMole,mole@example.com\n';
    const mapping = { Name: 'full_name', Email: 'email' } as const;
    const direct = await uploadCsv(
      t,
      { cookie: w.outsiderCookie, workspace: w.victimWorkspace },
      w.victimProjectId,
      mapping,
      file,
    );
    expect(direct.statusCode).toBe(403);
    const viaOwn = await uploadCsv(
      t,
      { cookie: w.outsiderCookie, workspace: w.outsiderWorkspace },
      w.victimProjectId,
      mapping,
      file,
    );
    expect(viaOwn.statusCode).toBe(404);
    for (const response of [direct, viaOwn]) expectNoVictimData(response, w);
    expect(await importCountOf(t, w.victimProjectId)).toBe(before);
  },
  'GET /api/project/:id/import/get/:importId': async (t, w) => {
    const importId = await victimImportId(t, w);
    await bothWays(
      t,
      w,
      'GET',
      `/api/project/${w.victimProjectId}/import/get/${importId}`,
      importId,
    );
  },
  'GET /api/project/:id/import/list': async (t, w) => {
    const importId = await victimImportId(t, w);
    await bothWays(t, w, 'GET', `/api/project/${w.victimProjectId}/import/list`, importId);
  },
  'GET /api/project/:id/import/:importId/rejected.csv': async (t, w) => {
    const importId = await victimImportId(t, w);
    await bothWays(
      t,
      w,
      'GET',
      `/api/project/${w.victimProjectId}/import/${importId}/rejected.csv`,
      importId,
    );
  },
  'POST /api/project/:id/import/resumes': async (t, w) => {
    const { payload, contentType } = multipartBody([
      {
        name: 'files',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.7\n%%EOF\n'),
      },
    ]);
    for (const [workspace, status] of [
      [w.victimWorkspace, 403],
      [w.outsiderWorkspace, 404],
    ] as const) {
      const response = await call(t, 'POST', `/api/project/${w.victimProjectId}/import/resumes`, {
        cookie: w.outsiderCookie,
        workspace,
        body: payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(status);
      expectNoVictimData(response, w);
      expect(response.body).not.toContain(w.victimProjectId);
    }
    const imports = await t.pool.query(`select 1 from import_job where kind = 'resume'`);
    expect(imports.rowCount).toBe(0);
  },
};
