import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../../projects/project.test-kit';
import { csvText, importCsv } from './csv-import.test-kit';

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 43);
  owner = await kit.owner('import-index@example.com', 'Import Index Team');
});

afterAll(async () => {
  await t.close();
});

describe('the search index after a big import', () => {
  it('queues the imported people for search and indexes them once the import has committed', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Search queue',
      job: COMPLETE_JOB,
    });
    const limit = (
      await t.pool.query<{ limit: number }>('select candidate_search_sync_limit() as limit')
    ).rows[0]?.limit;
    const count = (limit ?? 0) + 10;
    const rows = Array.from({ length: count }, (_, index) => [
      `Queued Person ${index}`,
      `queued${index}@example.com`,
      'Fortran',
    ]);
    const { final } = await importCsv(
      t,
      owner,
      project._id,
      { Name: 'full_name', Email: 'email', Skills: 'skills' },
      csvText([['Name', 'Email', 'Skills'], ...rows]),
    );
    expect(final).toMatchObject({ status: 'completed', created: count });
    // The import's job sends search.index-pending; the worker drains the queue.
    const deadline = Date.now() + 20_000;
    let indexed = 0;
    while (Date.now() < deadline) {
      const { rows: found } = await t.pool.query<{ indexed: number; pending: number }>(
        `select (select count(*)::int from candidate_search s join candidate c on c.id = s.candidate_id
                  where c.workspace_id = $1 and c.full_name like 'Queued Person %') as indexed,
                (select count(*)::int from candidate_search_pending where workspace_id = $1) as pending`,
        [owner.workspace],
      );
      indexed = found[0]?.indexed ?? 0;
      if (indexed === count && found[0]?.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(indexed).toBe(count);
  });
});
