import { describe, expect, it } from 'vitest';
import { firstBlockedDirectory, pathChain, permits, type FileMode } from './postgres-reachability';

const postgres = { uid: 101, gid: 104 };
const dir = (mode: number, uid = 0, gid = 0): FileMode => ({ mode: 0o40000 | mode, uid, gid });

describe('permits', () => {
  it('applies only the owner bits to the owner and only the group bits to the group', () => {
    expect(permits(dir(0o700, 101), postgres, 1)).toBe(true);
    expect(permits(dir(0o077, 101), postgres, 1)).toBe(false);
    expect(permits(dir(0o710, 0, 104), postgres, 1)).toBe(true);
    expect(permits(dir(0o701, 0, 104), postgres, 1)).toBe(false);
    expect(permits(dir(0o711), postgres, 1)).toBe(true);
    expect(permits(dir(0o700), postgres, 1)).toBe(false);
    expect(permits(dir(0o744), postgres, 5)).toBe(false);
    expect(permits(dir(0o755), postgres, 5)).toBe(true);
    expect(permits(dir(0o000), { uid: 0, gid: 0 }, 7)).toBe(true);
  });
});

describe('firstBlockedDirectory', () => {
  it('lists the directories one passes through, from the root down', () => {
    expect(pathChain('/root/app/.data')).toEqual(['/', '/root', '/root/app', '/root/app/.data']);
  });

  it('names the first folder the user cannot pass on the way, the target included', () => {
    const tree: Record<string, FileMode> = {
      '/': dir(0o755),
      '/root': dir(0o700),
      '/root/app': dir(0o755),
      '/tmp': dir(0o1777),
      '/tmp/tmp.x1': dir(0o700),
      '/srv': dir(0o755),
      '/srv/hirelane': dir(0o750, 0, 104),
    };
    const stat = (file: string) => tree[file];
    expect(firstBlockedDirectory('/root/app/.data', postgres, stat)).toBe('/root');
    expect(firstBlockedDirectory('/tmp/tmp.x1', postgres, stat)).toBe('/tmp/tmp.x1');
    expect(firstBlockedDirectory('/srv/hirelane/data', postgres, stat)).toBeNull();
  });
});
