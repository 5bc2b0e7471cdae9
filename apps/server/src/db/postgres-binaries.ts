import { chmod, cp, lstat, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { firstBlockedDirectory, permits, type OsUser } from './postgres-reachability';

export type PostgresBinaries = { initdb: string; postgres: string; installDir: string };

/** The PostgreSQL install (bin, lib, share) of the `embedded-postgres` package for this platform. */
const packagedBinaries = async (): Promise<PostgresBinaries & { version: string }> => {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (package ${name} is missing): run npm install again, or set DATABASE_URL.`,
    );
  }
  const installDir = path.dirname(path.dirname(paths.postgres));
  const manifest = JSON.parse(
    await readFile(path.join(installDir, '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return { ...paths, installDir, version: manifest.version };
};

const canRunFrom = async (binaries: PostgresBinaries, user: OsUser): Promise<boolean> => {
  for (const dir of ['bin', 'lib', 'share']) {
    if (firstBlockedDirectory(path.join(binaries.installDir, dir), user) !== null) return false;
  }
  for (const file of [binaries.initdb, binaries.postgres]) {
    if (!permits(await stat(file), user, 5)) return false;
  }
  return true;
};

/** A folder only root may change: what runs as `postgres` from there cannot be swapped by others. */
export const ensureRootOwnedDir = async (dir: string): Promise<void> => {
  try {
    await mkdir(dir, { recursive: true, mode: 0o755 });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Hirelane needs ${dir} for the embedded PostgreSQL when started as root and cannot create it (${(error as NodeJS.ErrnoException).code ?? String(error)}): start it as a normal user, or set DATABASE_URL.`,
    );
  }
  const info = await lstat(dir);
  if (!info.isDirectory() || info.uid !== 0 || (info.mode & 0o022) !== 0) {
    throw new EmbeddedPostgresError(
      `${dir} must be a folder owned by root that no one else may write to: remove it or fix its owner, then start again.`,
    );
  }
};

/** Every directory and file readable by all, programs runnable by all; symbolic links as they are. */
const openUp = async (dir: string): Promise<void> => {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await openUp(file);
    else if (entry.isFile()) await chmod(file, (await stat(file)).mode & 0o111 ? 0o755 : 0o644);
  }
};

/**
 * The binaries `user` can run: the packaged ones when it can reach them, otherwise a copy under
 * `sharedDir` made once per version (a folder only root may change, that every user may enter).
 * Copies are made next to their final name and renamed, so concurrent starts never see half a copy.
 */
export const reachableBinaries = async (
  user: OsUser | null,
  sharedDir: string,
  log: (message: string) => void,
): Promise<PostgresBinaries> => {
  const packaged = await packagedBinaries();
  if (user === null || (await canRunFrom(packaged, user))) return packaged;
  await ensureRootOwnedDir(sharedDir);
  const installDir = path.join(
    sharedDir,
    `postgres-${packaged.version}-${process.platform}-${process.arch}`,
  );
  const copied = {
    installDir,
    initdb: path.join(installDir, 'bin', path.basename(packaged.initdb)),
    postgres: path.join(installDir, 'bin', path.basename(packaged.postgres)),
  };
  if (await stat(copied.postgres).catch(() => null)) return copied;
  log(`copying the PostgreSQL binaries to ${installDir}, where the postgres user can run them`);
  const partial = `${installDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(packaged.installDir, partial, { recursive: true, verbatimSymlinks: true });
  await openUp(partial);
  try {
    await rename(partial, installDir);
  } catch (error) {
    // Another start finished its copy first: use that one.
    await rm(partial, { recursive: true, force: true });
    if (!(await stat(copied.postgres).catch(() => null))) throw error;
  }
  return copied;
};
