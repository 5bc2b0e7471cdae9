import { execFileSync } from 'node:child_process';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import type { OsUser } from './postgres-reachability';

const idOf = (flag: '-u' | '-g'): number | null => {
  try {
    return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
  } catch {
    return null;
  }
};

const lookUp = (): OsUser | null => {
  const uid = idOf('-u');
  const gid = idOf('-g');
  return uid !== null && gid !== null ? { uid, gid } : null;
};

const tryRun = (command: string, args: string[]): boolean => {
  try {
    execFileSync(command, args, { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
};

/**
 * PostgreSQL refuses to run as root, so a root process runs it as the `postgres` user, created as
 * a system user without a home or login when missing (useradd, or busybox adduser).
 */
export const postgresOsUser = (): OsUser => {
  const found = lookUp();
  if (found) return found;
  const nologin = ['--shell', '/usr/sbin/nologin'];
  if (
    !tryRun('useradd', ['--system', '--user-group', '--no-create-home', ...nologin, 'postgres']) &&
    !tryRun('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      ...nologin,
      'postgres',
    ])
  )
    tryRun('adduser', ['-S', '-D', '-H', 'postgres']);
  const created = lookUp();
  if (created) return created;
  throw new EmbeddedPostgresError(
    'PostgreSQL cannot run as root, and Hirelane could not create a postgres user to run it: create one (useradd --system postgres), start Hirelane as a normal user, or set DATABASE_URL.',
  );
};
