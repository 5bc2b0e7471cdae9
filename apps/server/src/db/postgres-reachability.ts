import { statSync } from 'node:fs';
import path from 'node:path';

/** The OS identity PostgreSQL runs under. Node drops supplementary groups when it switches user. */
export type OsUser = { uid: number; gid: number };
export type FileMode = { mode: number; uid: number; gid: number };

/** Whether `user` has every permission in `bits` (4 read, 2 write, 1 execute/search) on a file. */
export const permits = (file: FileMode, user: OsUser, bits: number): boolean => {
  if (user.uid === 0) return true;
  // Like the kernel: only the owner's bits apply to the owner, only the group's to the group.
  const shift = file.uid === user.uid ? 6 : file.gid === user.gid ? 3 : 0;
  return ((file.mode >> shift) & bits) === bits;
};

/** `/`, each ancestor of `target`, and `target` itself: every directory one passes through. */
export const pathChain = (target: string): string[] => {
  const chain: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) return chain;
  }
};

/**
 * The first directory on the way to `dir` (inclusive) that `user` may not pass through, or null
 * when `dir` is reachable. Directories that do not exist yet are not judged.
 */
export const firstBlockedDirectory = (
  dir: string,
  user: OsUser,
  stat: (file: string) => FileMode | undefined = statOrUndefined,
): string | null => {
  for (const step of pathChain(dir)) {
    const mode = stat(step);
    if (mode && !permits(mode, user, 1)) return step;
  }
  return null;
};

const statOrUndefined = (file: string): FileMode | undefined => {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
};
