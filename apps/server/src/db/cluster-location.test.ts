import { describe, expect, it } from 'vitest';
import { chooseClusterLocation, sharedClusterDir } from './cluster-location';
import { EmbeddedPostgresError } from './embedded-postgres-error';

const shared = sharedClusterDir('/var/lib/hirelane', '/root/app/.data');
const choose = (blocked: string | null, withData: string[] = []) =>
  chooseClusterLocation({
    dataDir: '/root/app/.data',
    sharedCluster: shared,
    blocked,
    hasData: (databaseDir) => withData.includes(databaseDir),
  });

describe('chooseClusterLocation', () => {
  it('names the shared folder after the real path of DATA_DIR', () => {
    expect(shared).toMatch(/^\/var\/lib\/hirelane\/clusters\/[0-9a-f]{16}\/postgres$/);
    expect(sharedClusterDir('/var/lib/hirelane', '/srv/other')).not.toBe(shared);
  });

  it('keeps the data in DATA_DIR/postgres when the postgres user can reach it', () => {
    expect(choose(null)).toEqual({ databaseDir: '/root/app/.data/postgres', note: null });
    expect(choose(null, ['/root/app/.data/postgres'])).toEqual({
      databaseDir: '/root/app/.data/postgres',
      note: null,
    });
  });

  it('uses the shared folder, and says why, when a folder on the way is closed to it', () => {
    expect(choose('/root')).toEqual({
      databaseDir: shared,
      note: 'the postgres user cannot enter /root',
    });
    expect(choose('/root', [shared]).databaseDir).toBe(shared);
  });

  it('keeps using the shared folder once it holds the data, even after DATA_DIR became reachable', () => {
    expect(choose(null, [shared])).toEqual({
      databaseDir: shared,
      note: 'kept where an earlier start created it',
    });
  });

  it('stops with what to do when data sits in DATA_DIR where the postgres user cannot reach it', () => {
    expect(() => choose('/root', ['/root/app/.data/postgres'])).toThrow(EmbeddedPostgresError);
    expect(() => choose('/root', ['/root/app/.data/postgres'])).toThrow(
      'The database in /root/app/.data/postgres cannot be reached by the postgres user, which may not enter /root: move DATA_DIR to a folder every user may pass through, or start Hirelane as a normal user.',
    );
  });
});
